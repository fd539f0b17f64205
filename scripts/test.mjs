// `npm test`: every check in order (lint, types, build, unit (shared, and the web app's in jsdom),
// integration on SQLite and, with TEST_DATABASE_URL, PostgreSQL, end to end in Chromium), then one
// closing line with the counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemPackages } from './system-packages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\nFalhou: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

ensureSystemPackages();
run('npm', ['run', 'lint']);
run('npm', ['run', 'typecheck']);
run('npm', ['run', 'build']);

mkdirSync(path.join(root, 'test-results'), { recursive: true });
const report = path.join(root, 'test-results', 'vitest.json');
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
if (!existsSync(report)) {
  console.error('O Vitest não gerou o relatório de testes.');
  process.exit(vitest.status || 1);
}
const results = JSON.parse(readFileSync(report, 'utf8'));
const failed = results.numFailedTests + (results.numFailedTestSuites ?? 0);
if (!process.env.TEST_DATABASE_URL)
  console.log('\nTEST_DATABASE_URL não definido: testes do servidor rodaram só no SQLite.');
console.log(`\nTests: ${results.numPassedTests} passed, ${failed} failed, ${results.numPendingTests} skipped`);
process.exit(vitest.status === 0 && failed === 0 ? 0 : 1);
