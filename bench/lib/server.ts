// The built server (`node apps/server/dist/server.js`) as a child process of its own, on a free
// port and a data folder of the benchmark's choosing, configured as `npm start` would be.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface RunningServer {
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** A port the system says is free now (closed again before the server takes it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Polls `url` until it answers 200; rejects if `child` exits first or after `timeoutMs`. */
export async function waitFor200(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering ${url}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs} ms`);
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface ServerOptions {
  root: string;
  dataDir: string;
  /** PostgreSQL instead of the SQLite file in dataDir. */
  databaseUrl?: string;
  /** Extra or overriding variables. */
  env?: Record<string, string>;
  /** Options for node itself (`--cpu-prof`, say). */
  nodeArgs?: string[];
}

/** Starts the built server; its output goes to server.log in dataDir. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    PUBLIC_URL: origin,
    // The fake AI providers listen on loopback (decision 0074).
    OUTBOUND_ALLOW_PRIVATE: '127.0.0.1,::1',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  const log = openSync(path.join(options.dataDir, 'server.log'), 'a');
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), path.join(options.root, 'apps/server/dist/server.js')],
    {
      cwd: options.root,
      env,
      stdio: ['ignore', log, log],
    },
  );
  try {
    await waitFor200(`${origin}/api/health`, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { origin, child, stop: () => stopChild(child) };
}

/**
 * Signs a member up through the real API; returns the session cookie and the member's id. `headers`
 * adds to the request (an X-Forwarded-For for a server started with TRUST_PROXY, past the sign-up limit).
 */
export async function signUp(origin: string, name: string, email: string, headers: Record<string, string> = {}) {
  const password = 'uma senha longa para os benchmarks do Blivion';
  const response = await fetch(`${origin}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...headers },
    body: JSON.stringify({ name, email, password, confirmPassword: password, acceptTerms: true }),
  });
  if (response.status !== 201) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const userId = ((await response.json()) as { user: { id: string } }).user.id;
  return { cookie, userId };
}

/** A GET that must answer 2xx: the body as text, or an error naming the URL and status. */
export async function get2xx(url: string, cookie?: string): Promise<string> {
  const response = await fetch(url, cookie ? { headers: { cookie } } : {});
  const body = await response.text();
  if (response.status < 200 || response.status > 299) {
    throw new Error(`GET ${url}: ${response.status} ${body.slice(0, 300)}`);
  }
  return body;
}

/** A request that must answer 2xx (state-changing ones carry the server's own origin): the body as text. */
export async function send2xx(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie: string): Promise<string> {
  const headers: Record<string, string> = { cookie };
  if (method !== 'GET') headers.origin = new URL(url).origin;
  const response = await fetch(url, { method, headers });
  const body = await response.text();
  if (response.status < 200 || response.status > 299) {
    throw new Error(`${method} ${url}: ${response.status} ${body.slice(0, 300)}`);
  }
  return body;
}
