// Lets a benchmark module run on its own (`npx tsx --conditions=source bench/<module>.ts`) as
// well as from `npm run bench`: the same context, its table on stdout, exit 1 on a missed target.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markdownTable } from '../lib/report.js';
import type { Benchmark } from '../lib/types.js';

export function runAlone(moduleUrl: string, benchmark: Benchmark): void {
  if (process.argv[1] === undefined || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const tmp = mkdtempSync(path.join(tmpdir(), `blivion-${benchmark.id}-`));
  const started = performance.now();
  const finishing: Array<() => Promise<void>> = [];
  const log = (line: string) => console.error(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
  benchmark
    .run({ root, tmp, runDir: tmp, log, postgresUrl: undefined, onFinish: (task) => finishing.push(task) })
    .then((rows) => {
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      console.log(markdownTable([{ id: benchmark.id, item: benchmark.item, title: benchmark.title, seconds, rows }]));
      if (rows.some((row) => row.pass === false)) process.exitCode = 1;
    })
    .finally(async () => {
      for (const task of finishing) await task();
      rmSync(tmp, { recursive: true, force: true });
    });
}
