// How the browser build groups modules into chunks (docs/decisions/0016): few, reasonably sized
// requests per page. Left to itself, Rolldown gives every module that two lazy routes share a chunk
// of its own (single icons of 200 bytes, small UI pieces): the signed-in pages made 50-60 script
// requests, which cost more than their bytes over a slow connection.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ModuleInfo {
  importers: string[];
  dynamicImporters: string[];
  importedIds: string[];
  dynamicallyImportedIds: string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const at = (file: string) => path.join(src, file);

/** Libraries by chunk; react-dom alone is 68 KB, so it keeps a chunk of its own. */
const vendorGroups: { name: string; test: RegExp; includeDependenciesRecursively?: boolean }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  {
    name: 'framework',
    test: /node_modules[\\/](react-router|cookie-es|@remix-run[\\/]route-pattern|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|html-parse-stringify)[\\/]/,
  },
  // Loaded on first use only (sign-in's validation, the other forms): apart from every first load.
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  // recharts and what it builds on (about 110 KB together, over the 100 KB a chunk may weigh): two
  // chunks that only the 'Comparativo' tab of AdSpy loads. Every dependency of recharts no other
  // library shares is listed (one left out lands in the tab's own chunk, which recharts then imports
  // in a cycle: 'is not a function' at load); clsx, which other pages share, stays where they are.
  {
    name: 'charts-d3',
    test: /node_modules[\\/](victory-vendor|d3-[^\\/]+|internmap|decimal\.js-light)[\\/]/,
    includeDependenciesRecursively: false,
  },
  {
    name: 'charts',
    test: /node_modules[\\/](recharts|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|es-toolkit|eventemitter3|tiny-invariant|use-sync-external-store|react-is)[\\/]/,
    includeDependenciesRecursively: false,
  },
];

const ENTRY = at('main.tsx');
const ROUTER = at('app/router.tsx');
/** The signed-in shell: what every signed-in page loads with its own module (app/router.tsx). */
const SHELL = [
  'app/route-data.ts',
  'features/access/components/require-auth.tsx',
  'features/access/components/route-guard.tsx',
  'app/signed-in-layout.tsx',
  'components/layouts/app-layout.tsx',
  'features/banners/components/banner-strip.tsx',
  'features/notifications/components/notifications-bell.tsx',
  'features/search/components/site-search.tsx',
  'features/ai-lab/components/credits/credit-balance.tsx',
].map(at);
/**
 * Lazy modules of the router that are signed-in pages: every feature's but the public ones (the
 * marketing pages, the account pages), and app/routes. Listing the public ones rather than the
 * signed-in ones keeps a new feature's page out of the landing's first load (admin-sales, when it
 * was not listed, brought date-fns into 'common').
 */
const SIGNED_IN_PAGE = /[\\/]src[\\/](features[\\/](?!marketing[\\/]|auth[\\/])|app[\\/]routes[\\/])/;
const AUTH_PAGE = /[\\/]src[\\/]features[\\/]auth[\\/]/;
const SIGNED_IN_CODE =
  /[\\/]src[\\/](features[\\/](?!marketing[\\/]|auth[\\/])|app[\\/](routes[\\/]|signed-in-layout)|components[\\/]layouts[\\/]app-layout)/;
/**
 * Helpers of a few hundred bytes that a page reads at start and lazy parts share too: the preview of
 * a chosen image (decision 0079), and the player's file sizes and 'dd/MM' days, which the content
 * editor's lazy panels use as well.
 */
const START_HELPERS = /[\\/]src[\\/](lib[\\/]file-preview|features[\\/]courses[\\/]lib[\\/](file-size|short-day))\.ts$/;
/** Building blocks both areas use: small UI pieces, icons, helpers. */
const BUILDING_BLOCK =
  /([\\/]src[\\/](components[\\/](ui|feedback)|lib|hooks)[\\/]|node_modules[\\/](lucide-react|clsx|class-variance-authority|tailwind-merge)[\\/])/;
const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/** The Radix pieces public pages render (buttons' Slot, labels). */
const RADIX_BASICS = /node_modules[\\/]@radix-ui[\\/](react-primitive|react-label|react-slot|react-compose-refs)[\\/]/;
/**
 * Radix: dialogs, menus, popovers, tooltips, with their positioning, focus and scroll helpers. No
 * first load needs it: each part loads on first use (theme menu, the bell, the sidebar's drawer and
 * tooltips) or with a page that opens them (docs/decisions/0016). Tabs, which the forum and the
 * courses pages show at once, are our own (components/ui/tabs.tsx), not Radix's.
 */
const RADIX =
  /node_modules[\\/](@radix-ui[\\/][^\\/]+|@floating-ui|aria-hidden|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib)[\\/]/;
/**
 * Our pieces built on that part of Radix, which pages share: one chunk beside it rather than in
 * 'signed-in', which would make every signed-in page load Radix (a new such piece goes here too).
 */
const ON_RADIX =
  /[\\/]src[\\/](components[\\/](ui[\\/](dialog|alert-dialog|select|switch|tooltip-provider|date-picker|menu)|layouts[\\/]sidebar-overlays)|features[\\/]forum[\\/]components[\\/]composer-toolbar)\.tsx$/;
/**
 * Modules that re-export many others (every Radix component; the shared package's index and its
 * per-module exports, schemas with zod among them): following their imports would make every page seem to need everything they list.
 */
const BARREL = /(node_modules[\\/]radix-ui[\\/]|packages[\\/]shared[\\/]src[\\/](index\.ts$|exports[\\/]))/;
/** Rolldown's helpers for CommonJS modules, which every chunk with such a module imports. */
const RUNTIME = /^\0?rolldown[:/]runtime/;
/** The shared package's rules and constants; not its catalogue, nor its index of everything. */
const SHARED_RULES = /packages[\\/]shared[\\/]src[\\/](?!i18n[\\/]|index\.ts$|exports[\\/])/;
/**
 * What the courses pages share from the shared package: their catalogue section (courses.ts and the
 * courses-admin.ts it spreads) and the video-link rules (the player's, not every page's). One chunk
 * for them rather than small ones, and not in every first load as the shared rules are.
 */
const COURSES_SHARED = /packages[\\/]shared[\\/]src[\\/](i18n[\\/]pt-BR[\\/]courses(-admin)?|video-links)\.ts$/;
const CATALOGUE = /packages[\\/]shared[\\/]src[\\/]i18n[\\/]/;
const CATALOGUE_SETUP = /[\\/]src[\\/]lib[\\/](catalogue[\\/]|i18n\.ts$|translations\.ts$)/;
/** The data a signed-in page asks for at start (app/route-data.ts imports it lazily, the page statically; the lab's models too). */
const SIGNED_IN_START_DATA =
  /[\\/]src[\\/]features[\\/]((dashboard|forum|banners)[\\/]api[\\/]|courses[\\/]api[\\/]list-courses\.ts$|ai-lab[\\/](api[\\/](list-conversations|list-folders|lab-query-keys|get-picker)|lib[\\/]use-lab-filters)\.ts$)/;
/** Loaded on first use (forms): a module that needs them is never pulled into a shared chunk. */
const ON_FIRST_USE = /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/;

function chunkNamer() {
  const closures = new Map<string, Set<string>>();
  /** The modules `root` loads statically, itself included. */
  function closure(root: string, ctx: ChunkingContext): Set<string> {
    let found = closures.get(root);
    if (found) return found;
    found = new Set();
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (found.has(id)) continue;
      found.add(id);
      const info = ctx.getModuleInfo(id);
      // Rolldown lists dynamic imports among importedIds too; they are not part of a first load.
      if (info && !BARREL.test(id))
        stack.push(...info.importedIds.filter((dep) => !info.dynamicallyImportedIds.includes(dep)));
    }
    closures.set(root, found);
    return found;
  }
  let areas: { entry: Set<string>; publicFirstLoad: Set<string>; shell: Set<string>; pages: Set<string>[] } | null =
    null;
  function areasOf(ctx: ChunkingContext) {
    if (areas) return areas;
    const lazyPages = ctx.getModuleInfo(ROUTER)?.dynamicallyImportedIds ?? [];
    const publicFirstLoad = new Set(closure(ENTRY, ctx));
    for (const page of lazyPages.filter((id) => !SIGNED_IN_PAGE.test(id) && !SHELL.includes(id))) {
      for (const id of closure(page, ctx)) publicFirstLoad.add(id);
    }
    const shell = new Set(SHELL.flatMap((root) => [...closure(root, ctx)]));
    const pages = lazyPages.filter((id) => SIGNED_IN_PAGE.test(id)).map((page) => closure(page, ctx));
    areas = { entry: closure(ENTRY, ctx), publicFirstLoad, shell, pages };
    return areas;
  }
  const rootsMemo = new Map<string, Set<string>>();
  /** The lazy modules (route pages, dialogs, panels) whose static imports reach `id`. */
  function lazyRoots(id: string, ctx: ChunkingContext): Set<string> {
    const known = rootsMemo.get(id);
    if (known) return known;
    const roots = new Set<string>();
    rootsMemo.set(id, roots);
    const info = ctx.getModuleInfo(id);
    if (!info) return roots;
    if (info.dynamicImporters.length > 0) roots.add(id);
    else for (const importer of info.importers) for (const root of lazyRoots(importer, ctx)) roots.add(root);
    return roots;
  }
  /**
   * Whether only `page` and the lazy parts it loads itself (a panel it opens) reach `id`, through
   * modules left to Rolldown: then Rolldown keeps `id` in the page's chunk, in no other first load.
   */
  function staysWithPage(page: Set<string>, id: string, ctx: ChunkingContext): boolean {
    const ownPart = (root: string) =>
      page.has(root) || (ctx.getModuleInfo(root)?.dynamicImporters ?? []).every((from) => page.has(from));
    return (
      [...lazyRoots(id, ctx)].every(ownPart) &&
      (ctx.getModuleInfo(id)?.importers ?? []).every((importer) => nameOf(importer, ctx) === null)
    );
  }
  /**
   * A module no first load needs, shared by lazy modules of one area: one chunk per area for them
   * (`signed-in-extras`, `public-extras`; the account pages' go with the entry's modules) rather
   * than a chunk of a few hundred bytes each.
   */
  function extrasOf(id: string, ctx: ChunkingContext): string | null {
    const roots = [...lazyRoots(id, ctx)];
    if (roots.length < 2 || CATALOGUE.test(id) || ctx.getModuleInfo(id)?.dynamicImporters.length) return null;
    if ([...closure(id, ctx)].some((dep) => ON_FIRST_USE.test(dep))) return null;
    const areas = new Set(
      roots.map((root) => (AUTH_PAGE.test(root) ? 'auth' : SIGNED_IN_CODE.test(root) ? 'signed-in' : 'public')),
    );
    // The account pages' shared pieces are small and sign-in needs some of them: with the entry's.
    if (areas.has('auth')) return 'common';
    return areas.size === 1 ? `${[...areas][0]}-extras` : null;
  }
  /**
   * Whether every module `id` imports is in every signed-in first load already: the entry's, the
   * shell's, the start data's (only those, so that joining the shell never brings others along).
   */
  function addsOnlyItself(id: string, ctx: ChunkingContext): boolean {
    const info = ctx.getModuleInfo(id);
    if (!info) return false;
    const { entry, shell } = areasOf(ctx);
    return info.importedIds
      .filter((dep) => !info.dynamicallyImportedIds.includes(dep))
      .every((dep) => entry.has(dep) || shell.has(dep) || SIGNED_IN_START_DATA.test(dep));
  }
  const names = new Map<string, string | null>();
  /** The namer's answer, once per module; a module met again while it is being named counts as grouped. */
  function nameOf(id: string, ctx: ChunkingContext): string | null {
    if (!names.has(id)) {
      names.set(id, 'pending');
      names.set(id, name(id, ctx));
    }
    return names.get(id)!;
  }
  function name(id: string, ctx: ChunkingContext): string | null {
    if (RADIX_BASICS.test(id) || RUNTIME.test(id)) return 'common';
    if (RADIX.test(id)) return 'radix';
    if (ON_RADIX.test(id)) return 'signed-in-radix';
    // The shared package's rules and constants (the schemas, which need zod, are loaded with forms).
    if (COURSES_SHARED.test(id)) return 'courses-shared';
    const { entry, publicFirstLoad, shell, pages } = areasOf(ctx);
    // Icons (imported one module each, build/lucide-icon-imports.ts): those a public page shows with
    // the shared pieces, the rest with the signed-in area's, never one tiny chunk each.
    if (LUCIDE_ICON.test(id)) return publicFirstLoad.has(id) ? 'common' : 'signed-in';
    // Only the rules a public first load needs: the rest (a module's limits) would weigh on the landing.
    if (
      SHARED_RULES.test(id) &&
      publicFirstLoad.has(id) &&
      ![...closure(id, ctx)].some((dep) => ON_FIRST_USE.test(dep))
    )
      return 'common';
    // Every page loads the entry's modules: those that lazy modules share too go in one chunk. Not
    // the catalogue and what registers it: they run for their effect, in order, in the entry.
    if (entry.has(id) && !CATALOGUE.test(id) && !CATALOGUE_SETUP.test(id)) return id === ENTRY ? null : 'common';
    const inShell = shell.has(id);
    const pagesUsing = pages.filter((page) => page.has(id)).length;
    if (pagesUsing > 0 && SIGNED_IN_START_DATA.test(id)) return 'signed-in';
    // A few hundred bytes a page reads at start (the profile, the player): with the shell, not in
    // 'signed-in-extras', whose date picker would bring Radix into that page's first load
    // (shell-first-use.test.ts, the player's budget).
    if (pagesUsing > 0 && START_HELPERS.test(id)) return 'signed-in';
    const sharedByPages = pagesUsing >= 2;
    if (!inShell && !sharedByPages) {
      const page = pages.find((closure) => closure.has(id));
      if (page && staysWithPage(page, id, ctx)) return null;
      const extras = extrasOf(id, ctx);
      // A module a page's first load needs is never put in 'signed-in-extras', which would bring
      // that whole chunk, and the Radix and zod it imports, into the page's first load (AdSpy's
      // query keys did, through the swipe files' API). With the shell when that adds only its own
      // bytes to every signed-in page (a helper of a few hundred bytes); else Rolldown places it.
      if (page && extras === 'signed-in-extras') return addsOnlyItself(id, ctx) ? 'signed-in' : null;
      return extras;
    }
    if (publicFirstLoad.has(id)) return BUILDING_BLOCK.test(id) ? 'common' : null;
    if (!inShell && [...closure(id, ctx)].some((dep) => ON_FIRST_USE.test(dep))) return null;
    return 'signed-in';
  }
  return nameOf;
}

export function chunkGroups() {
  return [
    ...vendorGroups.map((group, index) => ({ ...group, priority: 100 - index })),
    { name: chunkNamer(), priority: 10, includeDependenciesRecursively: false },
  ];
}

/** Where the map of chunks to their modules is written, beside Vite's manifest. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Writes which modules each JavaScript chunk holds (paths relative to apps/web): a lazy module
 * grouped into a shared chunk has no entry of its own in Vite's manifest, and the payload budget
 * (bench/frontend/route-payload.ts) needs to know which chunk a page's module is in.
 */
export function chunkModulesMap() {
  const web = path.dirname(src);
  return {
    name: 'blivion:chunk-modules',
    apply: 'build' as const,
    generateBundle(
      this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string },
      _options: unknown,
      bundle: Record<string, { type: string; fileName: string; moduleIds?: string[] }>,
    ) {
      const map: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.moduleIds) continue;
        map[output.fileName] = output.moduleIds
          .filter((id) => id.startsWith(web))
          .map((id) => path.relative(web, id).split(path.sep).join('/'));
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(map) });
    },
  };
}
