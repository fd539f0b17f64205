import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { signedInDocuments, type SignedInDocument } from './signed-in-documents.ts';

interface PrerenderedPage {
  /** The file under dist/prerendered. */
  file: string;
  /** The page's route module (router.tsx), whose chunks are fetched with the entry's. */
  module: string;
}

/** The public pages whose HTML is rendered at build time, by path. */
export const PRERENDERED_PAGES: Record<string, PrerenderedPage> = {
  '/': { file: 'landing.html', module: 'src/features/marketing/routes/landing-page.tsx' },
  '/login': { file: 'login.html', module: 'src/features/auth/routes/login-page.tsx' },
};
export const PRERENDERED_DIR = 'prerendered';
/** Read by the server (apps/server/src/plugins/web-app.ts) to know which paths have a prerendered page. */
export const PRERENDERED_MANIFEST = 'pages.json';
/** The signed-in pages' documents (build/signed-in-documents.ts), path → file, read by the server too. */
export const SIGNED_IN_MANIFEST = 'signed-in.json';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * After the browser build, builds src/prerender.tsx for Node and writes the landing and sign-in
 * pages as HTML (index.html with the rendered app in #root, marked data-prerendered), with .br and
 * .gz copies. The browser paints them before any script runs, then hydrates (src/main.tsx).
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'blivion:prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const entry = path.join(config.root, 'src/prerender.tsx');
      // The benchmark's React hello page is built with this config too, and has nothing to prerender.
      if (!existsSync(entry)) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Under the repository, so that the Node build finds the externalised packages in node_modules.
      const ssrDir = path.resolve(config.root, '../../node_modules/.cache/blivion-prerender');
      rmSync(ssrDir, { recursive: true, force: true });
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: entry, outDir: ssrDir, emptyOutDir: true, manifest: false },
      });
      const { render, renderPageSpinner, SIGNED_IN_DOCUMENTS } = (await import(
        pathToFileURL(path.join(ssrDir, 'prerender.js')).href
      )) as {
        render: (pathname: string) => Promise<string>;
        renderPageSpinner: () => Promise<string>;
        SIGNED_IN_DOCUMENTS: SignedInDocument[];
      };
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender into.`);
      const pagesDir = path.join(outDir, PRERENDERED_DIR);
      mkdirSync(pagesDir, { recursive: true });
      const manifest = readManifest(outDir);
      for (const [pathname, page] of Object.entries(PRERENDERED_PAGES)) {
        const body = await render(pathname);
        const html = startAfterPaint(template, chunksOf(manifest, page.module)).replace(
          ROOT_ELEMENT,
          () => `<div id="root" data-prerendered>${body}</div>`,
        );
        writeCompressed(path.join(pagesDir, page.file), html);
      }
      const files = Object.fromEntries(
        Object.entries(PRERENDERED_PAGES).map(([pathname, page]) => [pathname, page.file]),
      );
      writeFileSync(path.join(pagesDir, PRERENDERED_MANIFEST), JSON.stringify(files));
      // Not marked data-prerendered: the app renders over it (createRoot), starting with the same spinner.
      const spinnerRoot = `<div id="root">${await renderPageSpinner()}</div>`;
      const withSpinner = template.replace(ROOT_ELEMENT, () => spinnerRoot);
      const documents = signedInDocuments(withSpinner, outDir, SIGNED_IN_DOCUMENTS);
      // As the prerendered pages: the spinner paints with the HTML and CSS, then every chunk is asked for.
      for (const document of documents) {
        writeCompressed(path.join(pagesDir, document.file), startAfterPaint(document.html, []));
      }
      const signedIn = Object.fromEntries(documents.map((document) => [document.path, document.file]));
      writeFileSync(path.join(pagesDir, SIGNED_IN_MANIFEST), JSON.stringify(signedIn));
      rmSync(ssrDir, { recursive: true, force: true });
    },
  };
}

function writeCompressed(file: string, text: string): void {
  const source = Buffer.from(text);
  writeFileSync(file, source);
  writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** A route module's chunk and the chunks it imports, as URLs. */
function chunksOf(manifest: Manifest, module: string): string[] {
  const entry = manifest[module];
  if (!entry) throw new Error(`${module} is not in the build's manifest.`);
  const imports = (entry.imports ?? []).flatMap((key) => (manifest[key] ? [manifest[key].file] : []));
  return [entry.file, ...imports].map((file) => `/${file}`);
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The entry script and the module preloads move into public/start-after-paint.js, which adds them
 * once the page (prerendered, or a signed-in page's spinner) has painted, with the route chunks.
 */
function startAfterPaint(template: string, routeChunks: string[]): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no entry module script.');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const all = [...new Set([...preloads, ...routeChunks])].filter((url) => url !== entry);
  const starter = `<script defer src="/start-after-paint.js" data-entry="${entry}" data-preload="${all.join(' ')}"></script>`;
  return template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => `\n    ${starter}`);
}
