import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What docs/ARCHITECTURE.md must name: the folders, server modules, web features and shared exports. */
export interface ProjectLayout {
  topFolders: string[];
  serverFolders: string[];
  webFolders: string[];
  serverModules: string[];
  webFeatures: string[];
  sharedExports: string[];
}

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name)
    .sort();

/** Reads the layout from the working tree (folders the build or a run creates are left out). */
export function readLayout(root: string): ProjectLayout {
  const generated = new Set(['data', 'backups', 'test-results', 'dist']);
  const pkg = JSON.parse(readFileSync(path.join(root, 'packages/shared/package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  return {
    topFolders: folders(root).filter((name) => !generated.has(name)),
    serverFolders: folders(path.join(root, 'apps/server/src')),
    webFolders: folders(path.join(root, 'apps/web/src')),
    serverModules: folders(path.join(root, 'apps/server/src/modules')),
    webFeatures: folders(path.join(root, 'apps/web/src/features')),
    sharedExports: Object.keys(pkg.exports)
      .filter((key) => key !== '.')
      .map((key) => key.slice(2)),
  };
}

/**
 * The problems of a map against a layout, one line each ('server module "sales" is not in the map'):
 * a folder must appear as `name/`, a module or a feature as `name` in backticks, a shared export by
 * its subpath name in the shared line or as `@blivion/shared/<name>`.
 */
export function mapProblems(map: string, layout: ProjectLayout): string[] {
  const problems: string[] = [];
  const named = (text: string) => map.includes(text);
  for (const folder of layout.topFolders)
    if (!named(`${folder}/`)) problems.push(`folder "${folder}/" is not in the map`);
  for (const folder of layout.serverFolders)
    if (!named(`  ${folder}/`)) problems.push(`server folder "apps/server/src/${folder}/" is not in the map`);
  for (const folder of layout.webFolders)
    if (!named(`  ${folder}/`) && !named(` ${folder}/,`))
      problems.push(`web folder "apps/web/src/${folder}/" is not in the map`);
  for (const name of layout.serverModules)
    if (!named(`| \`${name}\` |`)) problems.push(`server module "${name}" is not in the map`);
  for (const name of layout.webFeatures)
    if (!named(`\`${name}\``)) problems.push(`web feature "${name}" is not in the map`);
  const sharedLine = map.slice(map.indexOf('packages/shared/src/'), map.indexOf('apps/server/src/'));
  for (const name of layout.sharedExports)
    if (!new RegExp(`[ (,]${name}[,)]`).test(sharedLine.replace(/\s+/g, ' ')) && !named(`@blivion/shared/${name}`))
      problems.push(`shared export "@blivion/shared/${name}" is not in the map`);
  return problems;
}
