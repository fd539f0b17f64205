// Builds the app when a build output is missing or older than the sources; `--stamp` records a fresh build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, '.build-stamp');
const outputs = ['packages/shared/dist/index.js', 'apps/server/dist/server.js', 'apps/web/dist/index.html'];
const sources = [
  'packages/shared/src',
  'packages/shared/package.json',
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/build',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'package-lock.json',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

if (process.argv.includes('--stamp')) {
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
  process.exit(0);
}

const missing = outputs.some((output) => !existsSync(path.join(root, output)));
const stale =
  !existsSync(stamp) || sources.some((source) => newestMtime(path.join(root, source)) > statSync(stamp).mtimeMs);
if (missing || stale) {
  console.log(missing ? 'Primeira execução: compilando o Blivion...' : 'Código alterado: compilando de novo...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
