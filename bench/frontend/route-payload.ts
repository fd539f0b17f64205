// What each page of the built web app downloads, read from Vite's build manifest
// (apps/web/dist/.vite/manifest.json): the entry (index.html) and the lazy modules the route
// matches, with everything they import statically, transitively; gzipped as Vite's report does.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHUNK_MODULES_FILE } from '../../apps/web/build/chunk-groups.js';
import { BUDGET_ROUTES, DEFERRED_MODULES, PAYLOAD_BUDGETS, type BudgetRoute } from '../budgets.js';

interface ManifestChunk {
  file: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface AssetSize {
  file: string;
  gzipBytes: number;
}

export interface RoutePayload {
  route: BudgetRoute;
  /** The chunks of the first load that other chunks import too (shared), by file. */
  shared: Set<string>;
  /** The entry's own chunk and Rolldown's runtime, which no chunk group can hold. */
  unavoidable: Set<string>;
  js: AssetSize[];
  css: AssetSize[];
  jsBytes: number;
  cssBytes: number;
  /** JavaScript fetched after the first render (toaster at idle, modules on first use). */
  deferredJsBytes: number;
}

export const ENTRY_KEY = 'index.html';
const RUNTIME_CHUNK = /(^|\/)rolldown-runtime-[^/]+\.js$/;

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build\` first (vite.config.ts keeps build.manifest on).`);
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  // A lazy module grouped into a shared chunk (apps/web/build/chunk-groups.ts) has no key of its
  // own: it is reached under its name through the chunk that holds it.
  const holders = path.join(distDir, CHUNK_MODULES_FILE);
  if (existsSync(holders)) {
    const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
    const modulesByFile = JSON.parse(readFileSync(holders, 'utf8')) as Record<string, string[]>;
    for (const [file, modules] of Object.entries(modulesByFile)) {
      const key = keyOfFile.get(file);
      if (!key) continue;
      for (const module of modules) if (!manifest[module]) manifest[module] = manifest[key]!;
    }
  }
  return manifest;
}

const sizes = new Map<string, number>();
function gzipSize(distDir: string, file: string): number {
  const full = path.join(distDir, file);
  let size = sizes.get(full);
  if (size === undefined) sizes.set(full, (size = gzipSync(readFileSync(full)).length));
  return size;
}

/** The chunk keys that loading `keys` fetches: themselves and their static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: bench/budgets.ts names a module that is gone.`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

const sum = (assets: AssetSize[]) => assets.reduce((total, asset) => total + asset.gzipBytes, 0);
const bySize = (a: AssetSize, b: AssetSize) => b.gzipBytes - a.gzipBytes;

export function routePayload(distDir: string, manifest: Manifest, route: BudgetRoute): RoutePayload {
  const keys = staticClosure(manifest, [ENTRY_KEY, ...route.modules]);
  const size = (file: string): AssetSize => ({ file, gzipBytes: gzipSize(distDir, file) });
  const files = new Set([...keys].map((key) => manifest[key]!.file));
  const js = [...files].map(size).sort(bySize);
  const css = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))].map(size).sort(bySize);
  const later = staticClosure(manifest, route.deferred ?? DEFERRED_MODULES);
  const laterFiles = new Set([...later].map((key) => manifest[key]!.file));
  const deferred = [...laterFiles].filter((file) => !files.has(file)).map(size);
  // Keys are repeated for modules held in a group chunk: count each importing chunk once.
  const distinct = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const importers = new Map<string, number>();
  for (const chunk of distinct.values()) {
    for (const file of new Set((chunk.imports ?? []).map((key) => manifest[key]!.file))) {
      importers.set(file, (importers.get(file) ?? 0) + 1);
    }
  }
  const shared = new Set([...files].filter((file) => (importers.get(file) ?? 0) >= 2));
  const unavoidable = new Set([manifest[ENTRY_KEY]!.file, ...[...files].filter((file) => RUNTIME_CHUNK.test(file))]);
  return {
    route,
    js,
    css,
    jsBytes: sum(js),
    cssBytes: sum(css),
    deferredJsBytes: sum(deferred),
    shared,
    unavoidable,
  };
}

export function routePayloads(distDir: string, routes: readonly BudgetRoute[] = BUDGET_ROUTES): RoutePayload[] {
  const manifest = readManifest(distDir);
  return routes.map((route) => routePayload(distDir, manifest, route));
}

/** Every JavaScript chunk of the build, largest first. */
export function chunkSizes(distDir: string): AssetSize[] {
  const files = new Set(Object.values(readManifest(distDir)).map((chunk) => chunk.file));
  return [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSize(distDir, file) }))
    .sort(bySize);
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const list = (assets: AssetSize[]) => assets.map((asset) => `${asset.file} ${kb(asset.gzipBytes)}`).join(', ');

/** What breaks the budgets of bench/budgets.ts, in words a developer can act on; empty when all hold. */
export function budgetViolations(payloads: readonly RoutePayload[], chunks: readonly AssetSize[]): string[] {
  const found: string[] = [];
  for (const { route, js, css, jsBytes, cssBytes, shared, unavoidable } of payloads) {
    if (route.signedIn && js.length > PAYLOAD_BUDGETS.signedInScripts) {
      found.push(
        `${route.name} (${route.path}) makes ${js.length} script requests, over ${PAYLOAD_BUDGETS.signedInScripts}: ${list(js)}`,
      );
    }
    const small = js.filter(
      (chunk) =>
        chunk.gzipBytes < PAYLOAD_BUDGETS.smallChunkBytes && shared.has(chunk.file) && !unavoidable.has(chunk.file),
    );
    if (small.length > 0) {
      found.push(
        `${route.name} (${route.path}) loads chunks under ${kb(PAYLOAD_BUDGETS.smallChunkBytes)} that other chunks share (group them, apps/web/build/chunk-groups.ts): ${list(small)}`,
      );
    }
    if (route.jsBudget && jsBytes > PAYLOAD_BUDGETS.routeJsBytes) {
      found.push(
        `${route.name} (${route.path}) loads ${kb(jsBytes)} of JavaScript, over ${kb(PAYLOAD_BUDGETS.routeJsBytes)}: ${list(js)}`,
      );
    }
    if (cssBytes > PAYLOAD_BUDGETS.routeCssBytes) {
      found.push(
        `${route.name} (${route.path}) loads ${kb(cssBytes)} of CSS, over ${kb(PAYLOAD_BUDGETS.routeCssBytes)}: ${list(css)}`,
      );
    }
  }
  for (const chunk of chunks.filter((c) => c.gzipBytes > PAYLOAD_BUDGETS.chunkJsBytes)) {
    found.push(`chunk ${chunk.file} is ${kb(chunk.gzipBytes)}, over ${kb(PAYLOAD_BUDGETS.chunkJsBytes)}`);
  }
  return found;
}
