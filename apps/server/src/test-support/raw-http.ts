import type { Socket } from 'node:net';
import net from 'node:net';

/** What one connection got: the status of each response, and the error that ended it, if any. */
export interface Outcome {
  statuses: number[];
  error?: string;
}

export function connect(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

export function get(path: string, cookie?: string): string {
  const cookieLine = cookie ? `Cookie: ${cookie}\r\n` : '';
  return `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${cookieLine}Connection: keep-alive\r\n\r\n`;
}

/** Collects every response on a socket until the server closes it (or it breaks). */
export function outcomeOf(socket: Socket): Promise<Outcome> {
  return new Promise((resolve) => {
    let text = '';
    let error: string | undefined;
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', (cause: NodeJS.ErrnoException) => (error = cause.code ?? cause.message));
    socket.on('close', () =>
      resolve({ statuses: [...text.matchAll(/(?:^|\n)HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1])), error }),
    );
  });
}

/** Reads exactly one response's head and body (by Content-Length) from a keep-alive socket. */
export function firstResponse(socket: Socket): Promise<number> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(text)?.[1];
      if (headEnd < 0 || length === undefined || text.length < headEnd + 4 + Number(length)) return;
      socket.off('data', onData);
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)![1]));
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

/** Whether an outcome is one answer, 200 or 503, and no reset. */
export function isAnsweredOnce(outcome: Outcome): boolean {
  return outcome.error === undefined && outcome.statuses.length === 1 && [200, 503].includes(outcome.statuses[0]!);
}
