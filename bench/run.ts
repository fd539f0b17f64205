// `npm run bench [-- id ...]`: builds the app if needed, runs every benchmark of bench/registry.ts
// (or those named), prints the table, writes bench/results/<date>-<commit>.json and, for a full
// run, bench/results/latest.json and the table in bench/README.md. Exits 1 when a benchmark
// failed (a non-2xx response, say); a missed target is a row of the table, not a failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchmarkResult, RunReport } from './lib/report.js';
import { describeRun, heading, markdownTable, save } from './lib/report.js';
import type { BenchContext } from './lib/types.js';
import { benchmarks } from './registry.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const log = (line: string) =>
  console.error(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);

const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !benchmarks.some((b) => b.id === id));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${benchmarks.map((b) => b.id).join(', ')}`);
  process.exit(2);
}
const selected = wanted.length > 0 ? benchmarks.filter((b) => wanted.includes(b.id)) : benchmarks;

const build = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const date = new Date().toISOString();
const { commit, machine } = describeRun(root);
log(`${machine.cores} cores, ${machine.cpu}, Node ${machine.node}, commit ${commit.sha.slice(0, 7)}`);

const runDir = mkdtempSync(path.join(tmpdir(), 'blivion-bench-'));
const finishing: Array<() => Promise<void>> = [];
const results: BenchmarkResult[] = [];
try {
  for (const benchmark of selected) {
    const tmp = path.join(runDir, benchmark.id);
    mkdirSync(tmp);
    const context: BenchContext = {
      root,
      tmp,
      runDir,
      log: (line) => log(`${benchmark.id}: ${line}`),
      postgresUrl: process.env.BENCH_DATABASE_URL || undefined,
      onFinish: (task) => finishing.push(task),
    };
    const benchStart = performance.now();
    log(`${benchmark.id}: start (item ${benchmark.item}, ${benchmark.title})`);
    const result: BenchmarkResult = {
      id: benchmark.id,
      item: benchmark.item,
      title: benchmark.title,
      seconds: 0,
      rows: [],
    };
    try {
      result.rows = await benchmark.run(context);
    } catch (error) {
      result.error = error instanceof Error ? error.message : String(error);
      log(`${benchmark.id}: FAILED: ${result.error}`);
    }
    result.seconds = Math.round((performance.now() - benchStart) / 100) / 10;
    log(`${benchmark.id}: done in ${result.seconds} s`);
    results.push(result);
    rmSync(tmp, { recursive: true, force: true });
  }
} finally {
  for (const task of finishing) await task().catch((error: unknown) => log(`cleanup: ${String(error)}`));
  rmSync(runDir, { recursive: true, force: true });
}

machine.loadAverageAtEnd = Math.round(loadavg()[0]! * 100) / 100;
const failed = results.filter((r) => r.error !== undefined);
const missed = results.flatMap((r) => r.rows).filter((row) => row.pass === false).length;
const report: RunReport = {
  date,
  commit,
  machine,
  partial: selected.length !== benchmarks.length,
  wallSeconds: Math.round((performance.now() - started) / 100) / 10,
  passed: failed.length === 0 && missed === 0,
  benchmarks: results,
};
console.log(`\n${heading(report)}\n\n${markdownTable(results)}\n`);
console.log(`Results: ${path.relative(root, save(root, report))}`);
console.log(`${failed.length} benchmark(s) failed, ${missed} target(s) missed.`);
process.exit(failed.length > 0 ? 1 : 0);
