import type { ServerResponse } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { openSseWriter } from './sse-writer.js';

/** A response that records each write (what the socket is handed, in order). */
function recordingResponse() {
  const writes: string[] = [];
  const response = {
    destroyed: false,
    writableEnded: false,
    writableNeedDrain: false,
    socket: { uncork: () => undefined },
    writeHead: () => response,
    write: (text: string) => writes.push(text) > 0,
    end: () => {
      response.writableEnded = true;
    },
    on: () => response,
    off: () => response,
  };
  return { response: response as unknown as ServerResponse, writes };
}

const types = (writes: string[]) =>
  writes.map((write) => [...write.matchAll(/"type":"([a-z-]+)"/g)].map((match) => match[1]).join(','));

describe('the UI message stream writer', () => {
  it('writes the first text delta of a burst at once, after the events before it, and the rest together', async () => {
    const { response, writes } = recordingResponse();
    const sse = openSseWriter(response, {});
    sse.send({ type: 'start' });
    sse.send({ type: 'start-step' });
    // A provider's burst, read in one run of callbacks: text-start, then many deltas.
    sse.send({ type: 'text-start', id: 't' });
    sse.send({ type: 'text-delta', id: 't', delta: 'Olá' });
    sse.send({ type: 'text-delta', id: 't', delta: ',' });
    sse.send({ type: 'text-delta', id: 't', delta: ' mundo' });
    expect(types(writes)).toEqual(['start', 'start-step', 'text-start', 'text-delta']);
    expect(writes[3]).toContain('"delta":"Olá"');
    await nextTurn();
    expect(types(writes).slice(4)).toEqual(['text-delta,text-delta']);
    sse.end();
    expect(writes.at(-1)).toBe('data: [DONE]\n\n');
  });
});
