import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { type BusEvent, compareEventIds } from '../../events/event-bus.js';

/** How many open streams one member may hold on one instance (tabs and windows). */
export const STREAMS_PER_MEMBER = 8;
/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the browser reconnects at once (with Last-Event-ID, so nothing
 * is missed): the reconnect passes the session check again, so a revoked session stops listening.
 */
export const STREAM_MAX_AGE_MS = 10 * 60_000;

interface OpenStream {
  memberId: string;
  end(): void;
}

const streamsByApp = new WeakMap<FastifyInstance, Set<OpenStream>>();

export function openStreams(app: FastifyInstance): Set<OpenStream> {
  let streams = streamsByApp.get(app);
  if (!streams) {
    streams = new Set();
    streamsByApp.set(app, streams);
  }
  return streams;
}

export function streamCount(app: FastifyInstance, memberId: string): number {
  let count = 0;
  for (const stream of openStreams(app)) if (stream.memberId === memberId) count += 1;
  return count;
}

/** One Server-Sent Events message; the id is the bus's, so the browser's Last-Event-ID replays from it. */
export function eventMessage(event: BusEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data ?? null)}\n\n`;
}

/**
 * Writes the stream's messages in id order, each once: live events wait while the replay of missed
 * ones is written, and an event not after the last one written (already replayed, or repeated) is
 * skipped. Bus ids are ordered across topics, so this never drops an event the browser has not seen.
 */
export function streamWriter(response: ServerResponse, lastEventId?: string) {
  let replaying = true;
  const held: BusEvent[] = [];
  let lastId: string | null = null;
  const write = (event: BusEvent) => {
    if (lastId !== null && compareEventIds(event.id, lastId) <= 0) return;
    lastId = event.id;
    response.write(eventMessage(event));
  };
  return {
    live(event: BusEvent) {
      if (replaying) held.push(event);
      else write(event);
    },
    replayed(events: BusEvent[] | null) {
      if (events === null) response.write('event: reload\ndata: null\n\n');
      else if (lastEventId) lastId = lastEventId;
      for (const event of events ?? []) write(event);
      replaying = false;
      for (const event of held.splice(0).sort((a, b) => compareEventIds(a.id, b.id))) write(event);
    },
  };
}
