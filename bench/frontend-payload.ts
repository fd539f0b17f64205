// Issue 5, item 5: the gzipped JavaScript and CSS each page loads after `vite build`, against a
// React hello page built with the same Vite configuration, and the budgets of bench/budgets.ts.
// Run alone: npx tsx --conditions=source bench/frontend-payload.ts
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BUDGET_ROUTES, PAYLOAD_BUDGETS } from './budgets.js';
import { buildApp, buildHello } from './frontend/builds.js';
import { chunkSizes, routePayloads } from './frontend/route-payload.js';
import { runAlone } from './frontend/run-alone.js';
import { ratios } from './lib/stats.js';
import type { Benchmark, BenchContext, Row } from './lib/types.js';

const ROUNDS = Number(process.env.FRONTEND_BENCH_ROUNDS ?? 3);
const KB = (bytes: number) => ({ value: bytes / 1000, unit: 'KB' });

interface Sizes {
  /** Per page: JavaScript, CSS, JavaScript fetched after the first render. */
  pages: { js: number; css: number; deferred: number }[];
  largestChunk: number;
}

function measureApp(dist: string): Sizes {
  const pages = routePayloads(dist).map((p) => ({ js: p.jsBytes, css: p.cssBytes, deferred: p.deferredJsBytes }));
  return { pages, largestChunk: chunkSizes(dist)[0]?.gzipBytes ?? 0 };
}

function measureHello(dist: string): { js: number; css: number } {
  const [payload] = routePayloads(dist, [{ name: 'hello', path: '/', modules: [], jsBudget: false, deferred: [] }]);
  return { js: payload!.jsBytes, css: payload!.cssBytes };
}

async function run(context: BenchContext): Promise<Row[]> {
  // Inside the repository, so that the hello page resolves react from its node_modules.
  const helloDir = mkdtempSync(path.join(context.root, 'node_modules/.cache/blivion-hello-'));
  const app: Sizes[] = [];
  const hello: { js: number; css: number }[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      await buildHello(context.root, helloDir, path.join(context.tmp, 'hello'));
      hello.push(measureHello(path.join(context.tmp, 'hello')));
      await buildApp(context.root, path.join(context.tmp, 'app'));
      app.push(measureApp(path.join(context.tmp, 'app')));
      context.log(`round ${round}/${ROUNDS}: hello ${hello.at(-1)!.js} B, landing ${app.at(-1)!.pages[0]!.js} B of JS`);
    }
  } finally {
    rmSync(helloDir, { recursive: true, force: true });
  }
  const helloJs = hello.map((h) => h.js);
  const rows: Row[] = [];
  BUDGET_ROUTES.forEach((route, i) => {
    const js = app.map((a) => a.pages[i]!.js);
    const deferred = app[0]!.pages[i]!.deferred;
    rows.push({
      name: `${route.name} (${route.path}): JavaScript`,
      baseline: KB(helloJs[0]!),
      candidate: KB(js[0]!),
      ...ratios(js, helloJs),
      target: route.jsBudget ? `≤ ${PAYLOAD_BUDGETS.routeJsBytes / 1000} KB` : 'reported',
      pass: route.jsBudget ? Math.max(...js) <= PAYLOAD_BUDGETS.routeJsBytes : null,
      note: `then ${(deferred / 1000).toFixed(1)} KB after the first render (toaster at idle, menus and form validation on first use)`,
    });
    const css = app.map((a) => a.pages[i]!.css);
    rows.push({
      name: `${route.name} (${route.path}): CSS`,
      baseline: KB(hello[0]!.css),
      candidate: KB(css[0]!),
      ratio: null,
      spread: null,
      target: `≤ ${PAYLOAD_BUDGETS.routeCssBytes / 1000} KB`,
      pass: Math.max(...css) <= PAYLOAD_BUDGETS.routeCssBytes,
      note: hello[0]!.css === 0 ? 'the hello page has no CSS' : undefined,
    });
  });
  const largest = app.map((a) => a.largestChunk);
  rows.push({
    name: 'largest JavaScript chunk',
    baseline: KB(helloJs[0]!),
    candidate: KB(largest[0]!),
    ...ratios(largest, helloJs),
    target: `≤ ${PAYLOAD_BUDGETS.chunkJsBytes / 1000} KB`,
    pass: Math.max(...largest) <= PAYLOAD_BUDGETS.chunkJsBytes,
    note: `gzip (zlib default level); ${ROUNDS} builds of each, alternated: sizes do not depend on the machine`,
  });
  return rows;
}

export const frontendPayload: Benchmark = { id: 'frontend-payload', item: 5, title: 'Front-end payload', run };

runAlone(import.meta.url, frontendPayload);
