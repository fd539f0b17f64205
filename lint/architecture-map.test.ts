import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapProblems, readLayout } from './architecture-map.js';

const root = path.resolve(import.meta.dirname, '..');
const map = readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
const layout = readLayout(root);

describe('docs/ARCHITECTURE.md', () => {
  it('names every top-level folder, server and web folder, server module, web feature and shared export', () => {
    expect(mapProblems(map, layout)).toEqual([]);
  });

  it('reads a real layout (the check is not vacuous)', () => {
    expect(layout.serverModules).toContain('forum');
    expect(layout.webFeatures).toContain('ai-lab');
    expect(layout.sharedExports).toContain('sales');
    expect(layout.topFolders).toEqual(expect.arrayContaining(['apps', 'packages', 'docs', 'lint']));
  });

  it('fails when a module, a feature, a folder or an export is added without a line in the map', () => {
    const grown = {
      topFolders: [...layout.topFolders, 'tools'],
      serverFolders: [...layout.serverFolders, 'queues'],
      webFolders: [...layout.webFolders, 'workers'],
      serverModules: [...layout.serverModules, 'certificates'],
      webFeatures: [...layout.webFeatures, 'ranking'],
      sharedExports: [...layout.sharedExports, 'learning'],
    };
    expect(mapProblems(map, grown)).toEqual([
      'folder "tools/" is not in the map',
      'server folder "apps/server/src/queues/" is not in the map',
      'web folder "apps/web/src/workers/" is not in the map',
      'server module "certificates" is not in the map',
      'web feature "ranking" is not in the map',
      'shared export "@blivion/shared/learning" is not in the map',
    ]);
  });

  it('fails when a line is taken out of the map', () => {
    const withoutSales = map.replace(/^\| `sales` \|.*$/m, '');
    expect(mapProblems(withoutSales, layout)).toEqual(['server module "sales" is not in the map']);
  });
});
