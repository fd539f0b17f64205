import http from 'node:http';

/** A minimal Server-Sent Events reader (node:http, one socket, destroyed on close), for tests. */
export interface ReceivedEvent {
  id: string | null;
  type: string;
  data: unknown;
}

export interface SseConnection {
  status: number;
  events: ReceivedEvent[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): ReceivedEvent | null {
  const fields = new Map<string, string>();
  for (const line of block.split('\n')) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
  }
  if (!fields.has('event') && !fields.has('data')) return null;
  return {
    id: fields.get('id') ?? null,
    type: fields.get('event') ?? 'message',
    data: JSON.parse(fields.get('data') ?? 'null') as unknown,
  };
}

export function openSse(url: string, headers: Record<string, string>): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const events: ReceivedEvent[] = [];
      let buffer = '';
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) events.push(event);
        }
      });
      resolve({ status: response.statusCode ?? 0, events, ended, close: () => request.destroy() });
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}
