// Runs the load generator (bench/lib/load.mjs, autocannon) as a process of its own and reads its
// summary; any non-2xx response, error or timeout is a failure of the benchmark.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadOptions {
  url: string;
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  /** GETs each connection sends in turn against the url's origin (a mix), instead of the url alone. */
  paths?: string[];
}

const run = promisify(execFile);

export async function load(root: string, options: LoadOptions): Promise<LoadResult> {
  const script = path.join(root, 'bench/lib/load.mjs');
  const { stdout } = await run(process.execPath, [script, JSON.stringify(options)], { cwd: root });
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadResult;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || result.requests === 0) {
    throw new Error(
      `${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests} 2xx`,
    );
  }
  return result;
}
