// The two builds the payload benchmark compares, both with apps/web/vite.config.ts: the app
// itself, and a React hello page (React 19 and react-dom, one heading) as the baseline.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

async function viteBuild(root: string, configFile: string, outDir: string): Promise<void> {
  await build({ root, configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

export function buildApp(repoRoot: string, outDir: string): Promise<void> {
  const web = path.join(repoRoot, 'apps/web');
  return viteBuild(web, path.join(web, 'vite.config.ts'), outDir);
}

/**
 * The baseline page lives in `dir`, which must sit inside the repository (under node_modules/.cache,
 * say) so that react resolves from the workspace's node_modules.
 */
export function buildHello(repoRoot: string, dir: string, outDir: string): Promise<void> {
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>Olá</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  );
  writeFileSync(
    path.join(dir, 'src/main.tsx'),
    "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n\n" +
      "createRoot(document.getElementById('root')!).render(\n  <StrictMode>\n    <h1>Olá</h1>\n  </StrictMode>,\n);\n",
  );
  return viteBuild(dir, path.join(repoRoot, 'apps/web/vite.config.ts'), outDir);
}
