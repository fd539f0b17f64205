import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../bench/lib/server.js';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Messages written to the outbox, oldest first, decoded from quoted-printable. */
  outbox(): Promise<string[]>;
  logs(): string;
  /** Stops the server and starts it again on the same port and data folder, with extra environment. */
  restart(env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

/** Runs the server process with its clock moved (libfaketime, Debian package libfaketime). */
export function movedClockEnv(offset: string): Record<string, string> {
  return {
    LD_PRELOAD: '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
    FAKETIME: offset,
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  };
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The built app (`npm run build` first), as `npm start` runs it, on a free port with a fresh data folder. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'blivion-e2e-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let output = '';
  let child: ChildProcess;
  const baseEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    // The fake AI providers listen on loopback (decision 0074).
    OUTBOUND_ALLOW_PRIVATE: '127.0.0.1,::1',
    ...env,
  };

  async function launch(extra: Record<string, string>): Promise<void> {
    child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
      cwd: root,
      env: { ...baseEnv, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start in 30 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function halt(): Promise<void> {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  await launch({});

  return {
    url,
    dataDir,
    async outbox() {
      const dir = path.join(dataDir, 'outbox');
      const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
      return Promise.all(
        files.map(async (file) => decodeQuotedPrintable(await readFile(path.join(dir, file), 'utf8'))),
      );
    },
    logs: () => output,
    async restart(extra = {}) {
      await halt();
      await launch(extra);
    },
    async stop() {
      await halt();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
