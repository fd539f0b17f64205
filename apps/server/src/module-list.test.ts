import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverModules } from './module-list.js';

const srcDir = path.dirname(fileURLToPath(import.meta.url));
const modulesDir = path.join(srcDir, 'modules');
/** Infrastructure outside modules/ that still declares a ServerModule for its own tables and start-up steps. */
const INFRASTRUCTURE_MODULES = ['jobs'];
const folderOf = (name: string) => path.join(INFRASTRUCTURE_MODULES.includes(name) ? srcDir : modulesDir, name);
const MIGRATION_FILE = /^(\d{4}|\d{8}-\d{4})-[a-z0-9-]+\.ts$/;

function filesOf(folder: string, pattern: RegExp): string[] {
  return existsSync(folder)
    ? readdirSync(folder).filter((file) => pattern.test(file) && !file.endsWith('.test.ts'))
    : [];
}

describe('the module list', () => {
  it('names each module after its folder, once', () => {
    const names = serverModules.map((serverModule) => serverModule.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(existsSync(path.join(folderOf(name), `${name}.module.ts`)), name).toBe(true);
  });

  it('registers every routes plugin that a module folder exports', async () => {
    const registered = new Set(
      serverModules.flatMap((serverModule) => (serverModule.routes ?? []).map((r) => r.plugin)),
    );
    for (const folder of readdirSync(modulesDir)) {
      for (const file of filesOf(path.join(modulesDir, folder), /\.routes\.ts$/)) {
        const exports: Record<string, unknown> = await import(path.join(modulesDir, folder, file));
        const plugins = Object.entries(exports).filter(
          ([name, value]) => name.endsWith('Routes') && typeof value === 'function',
        );
        expect(plugins.length, `${folder}/${file}`).toBeGreaterThan(0);
        for (const [name, plugin] of plugins)
          expect(registered.has(plugin as never), `${folder}/${file}: ${name}`).toBe(true);
      }
    }
  });

  it('declares every migration file under its file name, in the module whose folder holds it', () => {
    for (const folder of [...readdirSync(modulesDir), ...INFRASTRUCTURE_MODULES]) {
      const files = filesOf(path.join(folderOf(folder), 'migrations'), MIGRATION_FILE);
      const declared = Object.keys(
        serverModules.find((serverModule) => serverModule.name === folder)?.migrations ?? {},
      );
      expect(files.map((file) => file.replace(/\.ts$/, '')).sort(), folder).toEqual([...declared].sort());
    }
  });
});
