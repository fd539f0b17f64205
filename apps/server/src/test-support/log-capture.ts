import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../env.js';
import { loggerOptions } from '../logger.js';

export interface LogCapture {
  /** Logger options for createTestApp: the app's real options (redaction, serializers), written to memory. */
  logger: (config: Config) => FastifyServerOptions['logger'];
  /** Everything logged so far, one JSON line per entry. */
  text(): string;
  entries(): Array<Record<string, unknown>>;
}

export function captureLogs(level = 'info'): LogCapture {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return {
    logger: (config) => ({ ...(loggerOptions(config) as object), level, stream }),
    text: () => lines.join(''),
    entries: () =>
      lines
        .join('')
        .split('\n')
        .filter((line) => line.trim().length > 0)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
