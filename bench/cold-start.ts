// Item 7 of issue 5: from `npm start` (already built) to the first 200 on `/`, on SQLite. Two
// cases: the very first start (empty data folder: secret, migrations, first-run categories) and a
// restart on that data. The baseline is the floor of any Node server: a bare node:http script
// (bench/lib/floor-server.mjs) from spawn to its first 200. Rounds alternate the three.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, waitFor200 } from './lib/server.js';
import { median, ratios, spreadOf } from './lib/stats.js';
import type { Benchmark, Row } from './lib/types.js';

const ROUNDS = 5;
const TARGET_MS = 2_000;

/** Ends the whole process group started for one start (npm, its shell and the server). */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    process.kill(-child.pid!, 'SIGTERM');
  });
}

/** Milliseconds from spawning `command` to the first 200 on `url`. */
async function timeToFirst200(command: string[], env: NodeJS.ProcessEnv, url: string, logFile: string, cwd: string) {
  const out = openSync(logFile, 'w');
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), { cwd, env, detached: true, stdio: ['ignore', out, out] });
  try {
    await waitFor200(url, child, 120_000); // long enough for a rebuild, which is then redone
    return performance.now() - started;
  } finally {
    await stopGroup(child);
    closeSync(out);
  }
}

interface Start {
  env: NodeJS.ProcessEnv;
  url: string;
  logFile: string;
}

/**
 * `npm start` builds first when the sources are newer than the build: that is not a start, so such
 * a try (someone saved a file during the run) is redone, with a fresh start each time, up to three.
 */
async function timeNpmStart(root: string, fresh: () => Start): Promise<{ ms: number; start: Start }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const start = fresh();
    const ms = await timeToFirst200(['npm', 'start'], start.env, start.url, start.logFile, root);
    if (!readFileSync(start.logFile, 'utf8').includes('compilando')) return { ms, start };
  }
  throw new Error('`npm start` rebuilt the app three times in a row: the sources keep changing during the run');
}

export const coldStart: Benchmark = {
  id: 'cold-start',
  item: 7,
  title: 'Cold start',
  async run({ root, tmp, log }) {
    const floorResponses = path.join(tmp, 'floor.json');
    writeFileSync(floorResponses, JSON.stringify([{ path: '/', status: 200, headers: [], body: '' }]));
    const times = { floor: [] as number[], first: [] as number[], restart: [] as number[], direct: [] as number[] };
    let folders = 0;
    const freshStart = async (): Promise<() => Start> => {
      const port = await freePort();
      return () => {
        const dataDir = path.join(tmp, `data-${folders++}`);
        mkdirSync(dataDir);
        const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port) };
        Object.assign(env, { HOST: '127.0.0.1', DATA_DIR: dataDir });
        delete env.DATABASE_URL;
        return { env, url: `http://127.0.0.1:${port}/`, logFile: path.join(dataDir, 'start.log') };
      };
    };
    for (let round = 0; round < ROUNDS; round++) {
      const fresh = await freshStart();
      const bare = fresh();
      const floor = [process.execPath, path.join(root, 'bench/lib/floor-server.mjs'), bare.env.PORT!, floorResponses];
      times.floor.push(await timeToFirst200(floor, bare.env, bare.url, bare.logFile, root));
      const first = await timeNpmStart(root, fresh);
      times.first.push(first.ms);
      times.restart.push((await timeNpmStart(root, () => first.start)).ms);
      // The same restart without npm and the build check: what the server itself takes.
      const server = [process.execPath, path.join(root, 'apps/server/dist/server.js')];
      times.direct.push(await timeToFirst200(server, first.start.env, first.start.url, first.start.logFile, root));
      log(
        `round ${round + 1}: floor ${times.floor.at(-1)!.toFixed(0)} ms, first start ${first.ms.toFixed(0)} ms, restart ${times.restart.at(-1)!.toFixed(0)} ms, server alone ${times.direct.at(-1)!.toFixed(0)} ms`,
      );
    }
    const row = (name: string, values: number[], judged = true): Row => ({
      name,
      baseline: { value: median(times.floor), unit: 'ms' },
      candidate: { value: median(values), unit: 'ms' },
      ...ratios(values, times.floor),
      target: judged ? `< ${TARGET_MS.toLocaleString('en-US')} ms` : 'reference',
      pass: judged ? median(values) < TARGET_MS : null,
      note: `starts took ${spreadOf(values).min.toFixed(0)}–${spreadOf(values).max.toFixed(0)} ms; baseline: a bare node:http script`,
    });
    return [
      row('`npm start` to first 200 on `/`, first start (empty data folder)', times.first),
      row('`npm start` to first 200 on `/`, restart (existing data)', times.restart),
      row('reference: `node apps/server/dist/server.js` to first 200, restart', times.direct, false),
    ];
  },
};
