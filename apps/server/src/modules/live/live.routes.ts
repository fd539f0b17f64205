import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveEventsQuerySchema } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { memberTopic } from '../../events/announce.js';
import { type BusEvent, compareEventIds } from '../../events/event-bus.js';
import { AppError } from '../../http/app-error.js';
import { currentMember, requireMember } from '../../plugins/authorization.js';
import {
  HEARTBEAT_MS,
  openStreams,
  STREAM_MAX_AGE_MS,
  STREAMS_PER_MEMBER,
  streamCount,
  streamWriter,
} from './live-streams.js';

const tags = ['Eventos'];

/**
 * GET /api/events: the member's live events as Server-Sent Events (decision 0049). Events name what
 * changed ('notifications'); the page then asks the API, with the usual checks, for what it shows.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preClose', async () => {
    // Streams never end on their own: a draining instance ends them and browsers reconnect elsewhere.
    for (const stream of openStreams(app)) stream.end();
  });

  app.get(
    '/events',
    { onRequest: requireMember, schema: { tags, querystring: liveEventsQuerySchema } },
    async (request, reply) => {
      const member = currentMember(request);
      if (streamCount(app, member.id) >= STREAMS_PER_MEMBER) throw new AppError('RATE_LIMITED');
      // A forum topic's replies are for members who may read the forum.
      if (request.query.topics.length > 0 && !member.permissions.forum) throw new AppError('FORBIDDEN');
      const topics = [memberTopic(member.id), ...new Set(request.query.topics)];
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' && header.length > 0 ? header : request.query.lastEventId;

      reply.hijack();
      const response = reply.raw;
      // The security headers the onRequest hooks set, then the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) response.setHeader(name, value);
      }
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      response.write('retry: 3000\n\n');

      const writer = streamWriter(response, lastEventId);
      const unsubscribes = topics.map((topic) => app.events.subscribe(topic, (event) => writer.live(event)));
      const heartbeat = setInterval(() => response.write(': \n\n'), HEARTBEAT_MS);
      const maxAge = setTimeout(() => stream.end(), STREAM_MAX_AGE_MS);
      heartbeat.unref();
      maxAge.unref();
      const stream = {
        memberId: member.id,
        end: () => response.end(),
      };
      const streams = openStreams(app);
      streams.add(stream);
      response.on('close', () => {
        for (const unsubscribe of unsubscribes) unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(maxAge);
        streams.delete(stream);
      });

      // The replay reads what was kept only once live events flow, so none falls between the two.
      await Promise.all(topics.map((topic) => app.events.listening(topic)));
      writer.replayed(lastEventId ? await missedSince(app, topics, lastEventId) : []);
    },
  );
};

/** Every followed topic's events after lastEventId, in order; null (reload) when any cannot tell. */
async function missedSince(app: FastifyInstance, topics: string[], lastEventId: string): Promise<BusEvent[] | null> {
  const replays = await Promise.all(topics.map((topic) => app.events.replay(topic, lastEventId).catch(() => null)));
  if (replays.some((events) => events === null)) return null;
  return replays.flatMap((events) => events ?? []).sort((a, b) => compareEventIds(a.id, b.id));
}
