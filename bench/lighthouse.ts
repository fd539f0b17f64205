// Issue 5, item 6: Lighthouse (mobile preset) on the built app, served by the real server, for
// the landing page, sign-in, the dashboard, the forum and the courses catalogue, against the React hello page of item 5
// served the same way; the pages and the baseline alternate in each round, medians are reported.
// Run alone: npx tsx --conditions=source bench/lighthouse.ts
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { buildHello } from './frontend/builds.js';
import { audit, startChromium, type Audit } from './frontend/lighthouse-audit.js';
import { runAlone } from './frontend/run-alone.js';
import { serveStatic } from './frontend/static-server.js';
import { openSqlite } from '../apps/server/src/db/database.js';
import { get2xx, signUp, startServer } from './lib/server.js';
import { median, ratios } from './lib/stats.js';
import type { Benchmark, BenchContext, Row } from './lib/types.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const ALL_PAGES = [
  { name: 'landing', path: '/', signedIn: false },
  { name: 'sign-in', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'forum', path: '/forum', signedIn: true },
  { name: 'courses', path: '/courses', signedIn: true },
] as const;

/** LIGHTHOUSE_PAGES=landing,sign-in audits only those pages (all five by default). */
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const PAGES = ALL_PAGES.filter((page) => !only || only.includes(page.name));

interface Metric {
  label: string;
  pick: (audit: Audit) => number;
  unit: string;
  target: string;
  pass?: (value: number) => boolean;
}

const METRICS: Metric[] = [
  { label: 'performance', pick: (a) => a.performance, unit: 'score', target: '≥ 95', pass: (v) => v >= 95 },
  { label: 'accessibility', pick: (a) => a.accessibility, unit: 'score', target: '100', pass: (v) => v === 100 },
  { label: 'best practices', pick: (a) => a.bestPractices, unit: 'score', target: 'reported' },
  { label: 'LCP', pick: (a) => a.lcp, unit: 'ms', target: 'reported' },
  { label: 'TBT', pick: (a) => a.tbt, unit: 'ms', target: 'reported' },
  { label: 'CLS', pick: (a) => a.cls, unit: '', target: '< 0.02', pass: (v) => v < 0.02 },
];

function rowsFor(page: (typeof ALL_PAGES)[number], runs: Audit[], baseline: Audit[], load: string): Row[] {
  const failing = [...new Set(runs.flatMap((run) => run.failing))];
  const notes = [
    `load average ${load} during the runs`,
    ...(failing.length ? [`not passed: ${failing.join(', ')}`] : []),
  ];
  return METRICS.map((metric, i) => {
    const values = runs.map(metric.pick);
    const base = baseline.map(metric.pick);
    const value = median(values);
    const comparable = base.every((b) => b > 0);
    return {
      name: `${page.name} (${page.path}): ${metric.label}`,
      baseline: { value: median(base), unit: metric.unit },
      candidate: { value, unit: metric.unit },
      ...(comparable ? ratios(values, base) : { ratio: null, spread: null }),
      target: metric.target,
      pass: metric.pass ? metric.pass(value) : null,
      note: i === 0 ? notes.join('; ') : undefined,
    };
  });
}

/**
 * The catalogue for a member who may open courses (a free member sees the access page there), as
 * an administrator grants it; still of role free, who sees the banner strip as on the other pages.
 */
function grantCourses(file: string, userId: string): void {
  const db = openSqlite(file);
  try {
    db.prepare('update user_permissions set courses = 1 where user_id = ?').run(userId);
  } finally {
    db.close();
  }
}

async function run(context: BenchContext): Promise<Row[]> {
  const dataDir = path.join(context.tmp, 'data');
  mkdirSync(dataDir);
  // A copy of the build, so that a rebuild during the run (another terminal's) changes nothing.
  const web = path.join(context.tmp, 'web');
  cpSync(path.join(context.root, 'apps/web/dist'), web, { recursive: true });
  const server = await startServer({ root: context.root, dataDir, env: { WEB_DIST_DIR: web } });
  const cacheDir = path.join(context.root, 'node_modules/.cache');
  mkdirSync(cacheDir, { recursive: true });
  const helloDir = mkdtempSync(path.join(cacheDir, 'blivion-hello-'));
  const chrome = await startChromium().catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  try {
    const { cookie, userId } = await signUp(server.origin, 'Membro Lighthouse', 'lighthouse@bench.test');
    grantCourses(path.join(dataDir, 'blivion.db'), userId);
    const me = JSON.parse(await get2xx(`${server.origin}/api/me/session`, cookie)) as {
      permissions: { courses: boolean };
    };
    if (!me.permissions.courses) throw new Error('the member did not get the courses permission');
    await buildHello(context.root, helloDir, path.join(context.tmp, 'hello'));
    const hello = await serveStatic(path.join(context.tmp, 'hello'));
    const baseline: Audit[] = [];
    const pages: Audit[][] = PAGES.map(() => []);
    const loads: number[] = [];
    try {
      for (let round = 1; round <= RUNS; round++) {
        baseline.push(await audit(chrome.port, `${hello.origin}/`));
        for (const [i, page] of PAGES.entries()) {
          const result = await audit(chrome.port, `${server.origin}${page.path}`, page.signedIn ? cookie : undefined);
          pages[i]!.push(result);
          loads.push(loadavg()[0]!);
          context.log(
            `round ${round}/${RUNS} ${page.name}: performance ${result.performance}, LCP ${Math.round(result.lcp)} ms`,
          );
        }
      }
    } finally {
      await hello.close();
    }
    const load = `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`;
    return PAGES.flatMap((page, i) => rowsFor(page, pages[i]!, baseline, load));
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(helloDir, { recursive: true, force: true });
  }
}

export const lighthouseAudit: Benchmark = { id: 'lighthouse', item: 6, title: 'Lighthouse (mobile)', run };

runAlone(import.meta.url, lighthouseAudit);
