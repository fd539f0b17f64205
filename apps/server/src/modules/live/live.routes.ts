import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberTopic } from '../../events/announce.js';
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

  app.get('/events', { onRequest: requireMember, schema: { tags } }, async (request, reply) => {
    const member = currentMember(request);
    if (streamCount(app, member.id) >= STREAMS_PER_MEMBER) throw new AppError('RATE_LIMITED');
    const topic = memberTopic(member.id);
    const lastEventId = request.headers['last-event-id'];

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

    const writer = streamWriter(response);
    const unsubscribe = app.events.subscribe(topic, (event) => writer.live(event));
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
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(maxAge);
      streams.delete(stream);
    });

    const missed =
      typeof lastEventId === 'string' && lastEventId.length > 0 && lastEventId.length <= 64
        ? await app.events.replay(topic, lastEventId).catch(() => null)
        : [];
    writer.replayed(missed);
  });
};
