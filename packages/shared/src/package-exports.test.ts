/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
type Conditions = { source: string; types: string; default: string };
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, Conditions>;
};
const modules = readdirSync(path.join(packageDir, 'src/exports')).map((file) => file.replace(/\.ts$/, ''));

describe('the package is exported by module', () => {
  it('each src/exports/<module>.ts is the subpath @blivion/shared/<module>, built into dist/exports', () => {
    for (const module of modules) {
      expect(manifest.exports[`./${module}`]).toEqual({
        source: `./src/exports/${module}.ts`,
        types: `./dist/exports/${module}.d.ts`,
        default: `./dist/exports/${module}.js`,
      });
    }
    const subpaths = Object.keys(manifest.exports).filter((key) => !['.', './i18n/pt-BR'].includes(key));
    expect(subpaths.sort()).toEqual(modules.map((module) => `./${module}`).sort());
  });

  it('every schema file belongs to a module', () => {
    const exported = new Set(
      modules.flatMap((module) =>
        [
          ...readFileSync(path.join(packageDir, `src/exports/${module}.ts`), 'utf8').matchAll(/from '\.\.\/(.+)\.js'/g),
        ].map((match) => match[1]),
      ),
    );
    const schemaFiles = readdirSync(path.join(packageDir, 'src/schemas'))
      .filter((file) => !file.endsWith('.test.ts'))
      .map((file) => `schemas/${file.replace(/\.ts$/, '')}`);
    expect(schemaFiles.filter((file) => !exported.has(file))).toEqual([]);
  });

  it('the root re-exports every module, so the server can keep importing @blivion/shared', async () => {
    const root: Record<string, unknown> = await import('./index.js');
    for (const module of modules) {
      const entry: Record<string, unknown> = await import(`./exports/${module}.ts`);
      for (const name of Object.keys(entry)) expect(root[name], `${module}: ${name}`).toBe(entry[name]);
    }
  }, 30_000); // each module is compiled on import: slow on a busy machine
});
