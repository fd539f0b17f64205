// The run's results: the machine and commit, a Markdown table, the JSON under bench/results/ and
// the latest table in bench/README.md (between its bench:latest markers).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Measure, Row } from './types.js';

export interface BenchmarkResult {
  id: string;
  item: number;
  title: string;
  seconds: number;
  error?: string;
  rows: Row[];
}

export interface RunReport {
  date: string;
  commit: { sha: string; dirty: boolean };
  machine: Record<string, string | number>;
  partial: boolean;
  wallSeconds: number;
  passed: boolean;
  benchmarks: BenchmarkResult[];
}

function git(root: string, ...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

export function describeRun(root: string): { commit: RunReport['commit']; machine: RunReport['machine'] } {
  const sqlite = new BetterSqlite3(':memory:');
  const sqliteVersion = sqlite.prepare('select sqlite_version()').pluck().get() as string;
  sqlite.close();
  return {
    commit: { sha: git(root, 'rev-parse', 'HEAD') || 'unknown', dirty: git(root, 'status', '--porcelain') !== '' },
    machine: {
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      os: `${os.type()} ${os.release()} ${os.arch()}`,
      node: process.version,
      sqlite: sqliteVersion,
      /** Other work on the machine when the run began (1-minute load average): the benchmarks share the cores. */
      loadAverageAtStart: Math.round(os.loadavg()[0]! * 100) / 100,
    },
  };
}

export function formatMeasure(measure: Measure | null): string {
  if (!measure) return '—';
  const { value, unit } = measure;
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const number = value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return unit ? `${number} ${unit}` : number;
}

const ratio = (value: number) => value.toFixed(2);
const verdict = (pass: boolean | null) => (pass === null ? '—' : pass ? 'pass' : '**miss**');
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function markdownTable(benchmarks: BenchmarkResult[]): string {
  const lines = [
    '| # | benchmark | measure | baseline | candidate | ratio (median) | spread (min–max) | target | result | note |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const b of [...benchmarks].sort((x, y) => x.item - y.item)) {
    const rows: Row[] = b.error
      ? [{ name: 'run failed', baseline: null, candidate: null, ratio: null, spread: null, target: '', pass: false }]
      : b.rows;
    for (const r of rows) {
      const spread = r.spread ? `${ratio(r.spread.min)}–${ratio(r.spread.max)}` : '—';
      const note = b.error ?? r.note ?? '';
      lines.push(
        `| ${b.item} | ${cell(b.title)} | ${cell(r.name)} | ${formatMeasure(r.baseline)} | ${formatMeasure(r.candidate)} | ${r.ratio === null ? '—' : ratio(r.ratio)} | ${spread} | ${cell(r.target)} | ${verdict(r.pass)} | ${cell(note)} |`,
      );
    }
  }
  return lines.join('\n');
}

export function heading(report: RunReport): string {
  const m = report.machine;
  const minutes = Math.floor(report.wallSeconds / 60);
  const seconds = Math.round(report.wallSeconds % 60);
  return (
    `Latest run (${report.date.slice(0, 10)}, commit ${report.commit.sha.slice(0, 7)}${report.commit.dirty ? ' with local changes' : ''}, ` +
    `${m.cores} cores ${m.cpu}, ${m.memoryGb} GB, Node ${String(m.node).slice(1)}, SQLite ${m.sqlite}; ` +
    `load average ${m.loadAverageAtStart} at the start, ${m.loadAverageAtEnd} at the end), whole run ${minutes} min ${seconds} s:`
  );
}

/** Writes bench/results/<date>-<sha>.json; a full run also writes latest.json and the README table. */
export function save(root: string, report: RunReport): string {
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const stamp = report.date.replace(/[:]/g, '-').replace(/\.\d+Z$/, 'Z');
  const file = path.join(dir, `${stamp}-${report.commit.sha.slice(0, 7)}.json`);
  const json = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(file, json);
  if (report.partial) return file;
  writeFileSync(path.join(dir, 'latest.json'), json);
  const readme = path.join(root, 'bench/README.md');
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- bench:latest:start -->';
  const end = '<!-- bench:latest:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from >= 0 && to > from) {
    const table = `${start}\n${heading(report)}\n\n${markdownTable(report.benchmarks)}\n${end}`;
    writeFileSync(readme, text.slice(0, from) + table + text.slice(to + end.length));
  }
  return file;
}
