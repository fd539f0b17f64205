import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  port: number;
  log(): string;
}

/** The real server in a child process (tsx), its log lines collected, its port read from its log. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', SERVER_ENTRY], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const port = await waitFor(
      () => /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1],
      30_000,
      () => output,
    );
    return { child, exited, port: Number(port), log: () => output };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/** Polls `find` until it returns a value; the error carries `context()` (the server's output, say). */
export async function waitFor<T>(find: () => T | undefined, timeoutMs: number, context: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`not seen in time; output so far:\n${context()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
