import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHUNK_MODULES_FILE } from './chunk-groups.ts';

/** As src/app/signed-in-documents.ts declares them (the build reads them from the prerender's Node build). */
export interface SignedInDocument {
  path: string;
  file: string;
  modules: string[];
  data: string[];
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

const ENTRY_KEY = 'index.html';

/**
 * index.html for each signed-in page, with the page's chunks that the entry does not load as
 * module preloads and its first API requests as fetch preloads (credentials and mode as
 * lib/api-client.ts asks, so that the page's fetch takes the preloaded answer).
 */
export function signedInDocuments(
  template: string,
  outDir: string,
  documents: readonly SignedInDocument[],
): { path: string; file: string; html: string }[] {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const modulesByFile = JSON.parse(readFileSync(path.join(outDir, CHUNK_MODULES_FILE), 'utf8')) as Record<
    string,
    string[]
  >;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  /** A lazy module grouped into a shared chunk has no manifest key: the key of the chunk holding it. */
  const keyOf = (module: string): string => {
    if (manifest[module]) return module;
    const holder = Object.keys(modulesByFile).find((file) => modulesByFile[file]!.includes(module));
    const key = holder && keyOfFile.get(holder);
    if (!key) throw new Error(`${module} (src/app/signed-in-documents.ts) is in no chunk of the build.`);
    return key;
  };
  const files = (keys: string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      manifest[key]?.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return new Set([...seen].map((key) => manifest[key]!.file));
  };
  const entryFiles = files([ENTRY_KEY]);
  return documents.map((document) => {
    const chunks = [...files(document.modules.map(keyOf))].filter((file) => !entryFiles.has(file));
    const links = [
      ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...document.data.map(
        (url) => `<link rel="preload" href="${url.replaceAll('&', '&amp;')}" as="fetch" crossorigin="anonymous" />`,
      ),
    ];
    const html = template.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
    if (html === template) throw new Error('index.html has no </head> to add the preloads to.');
    return { path: document.path, file: document.file, html };
  });
}
