// Issue 17's SSE fan-out: 1,000 open /api/events streams following one forum topic (125 members,
// 8 streams each: the per-member limit of one instance), one reply posted, the time from sending
// the reply to its event reaching the last stream. On the in-memory bus (one instance) and on Redis
// (two instances, 500 streams each), on one fresh PostgreSQL database.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { forumTopicChannel } from '@blivion/shared';
import { Redis } from 'ioredis';
import { STREAMS_PER_MEMBER } from '../apps/server/src/modules/live/live-streams.js';
import { admin, siblingDatabase } from './lib/forum-dataset.js';
import { signUp, startServer, type RunningServer } from './lib/server.js';
import { median, spreadOf } from './lib/stats.js';
import type { BenchContext, Row } from './lib/types.js';

const STREAMS = 1_000;
const MEMBERS = Math.ceil(STREAMS / STREAMS_PER_MEMBER);
const ROUNDS = 3;
const DELIVERY_TIMEOUT_MS = 30_000;

interface Member {
  cookie: string;
}

/** One stream: when each `forum.reply` event arrived (performance.now()). */
interface Stream {
  arrivals: number[];
  close(): void;
}

function openStream(url: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const arrivals: number[] = [];
    const request = http.get(url, { headers: { cookie }, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`GET ${url}: ${response.statusCode}`));
        return;
      }
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          if (buffer.slice(0, end).includes('event: forum.reply')) arrivals.push(performance.now());
          buffer = buffer.slice(end + 2);
        }
      });
      resolve({ arrivals, close: () => request.destroy() });
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}

async function postJson(url: string, cookie: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { cookie, origin: new URL(url).origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST ${url}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Members signed up through the API, a few at a time, each from an address of its own. */
async function signUpMembers(origin: string, count: number): Promise<Member[]> {
  const members: Member[] = [];
  const run = randomBytes(3).toString('hex');
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, (_, i) => start + i);
    const signed = await Promise.all(
      batch.map((i) =>
        signUp(origin, `Ouvinte ${i}`, `ouvinte-${run}-${i}@bench.test`, {
          'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.${randomBytes(1)[0]! || 1}`,
        }),
      ),
    );
    members.push(...signed);
  }
  return members;
}

interface Fanout {
  lastMs: number[];
  medianMs: number[];
  postMs: number[];
}

/** Opens the streams over `servers` in turn, then posts one reply per round (a new replier each). */
async function fanOut(
  servers: RunningServer[],
  listeners: Member[],
  repliers: Member[],
  topicId: string,
  redisUrl?: string,
) {
  const streams: Stream[] = [];
  const result: Fanout = { lastMs: [], medianMs: [], postMs: [] };
  try {
    for (let start = 0; start < STREAMS; start += 50) {
      const opened = await Promise.all(
        Array.from({ length: Math.min(50, STREAMS - start) }, (_, k) => {
          const i = start + k;
          const server = servers[i % servers.length]!;
          return openStream(
            `${server.origin}/api/events?topics=${forumTopicChannel(topicId)}`,
            listeners[i % listeners.length]!.cookie,
          );
        }),
      );
      streams.push(...opened);
    }
    if (redisUrl) await subscribedEverywhere(redisUrl, `blivion:events:${forumTopicChannel(topicId)}`, servers.length);
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      await postJson(`${servers[0]!.origin}/api/forum/topics/${topicId}/replies`, repliers[round]!.cookie, {
        content: `Resposta ${round + 1} para mil ouvintes.`,
      });
      result.postMs.push(performance.now() - started);
      const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
      while (streams.some((stream) => stream.arrivals.length <= round)) {
        if (Date.now() > deadline) throw new Error(`round ${round + 1}: not every stream got the reply`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const delays = streams.map((stream) => stream.arrivals[round]! - started);
      result.lastMs.push(Math.max(...delays));
      result.medianMs.push(median(delays));
    }
  } finally {
    for (const stream of streams) stream.close();
  }
  return result;
}

/** Waits until `instances` servers have subscribed to the channel in Redis (they do so as streams open). */
async function subscribedEverywhere(redisUrl: string, channel: string, instances: number) {
  const redis = new Redis(redisUrl);
  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [, count] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
      if (Number(count) >= instances) return;
      if (Date.now() > deadline) throw new Error(`${channel}: ${count} of ${instances} instances subscribed`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    redis.disconnect();
  }
}

export async function fanOutRows(context: BenchContext, redisUrl: string): Promise<Row[]> {
  const name = `blivion_bench_fanout_${randomBytes(4).toString('hex')}`;
  await admin(context.postgresUrl!, `create database ${name}`);
  const options = {
    root: context.root,
    dataDir: context.tmp,
    databaseUrl: siblingDatabase(context.postgresUrl!, name),
    env: { TRUST_PROXY: 'true' },
  };
  try {
    const single = await startServer(options);
    let memory: Fanout;
    let listeners: Member[];
    let repliers: Member[];
    let topicId: string;
    try {
      const people = await signUpMembers(single.origin, MEMBERS + 1 + 2 * ROUNDS);
      const author = people[MEMBERS]!;
      listeners = people.slice(0, MEMBERS);
      repliers = people.slice(MEMBERS + 1);
      const categories = await (
        await fetch(`${single.origin}/api/forum/categories`, { headers: { cookie: author.cookie } })
      )
        .json()
        .then((body) => (body as { items: Array<{ id: string }> }).items);
      const topic = await postJson(`${single.origin}/api/forum/topics`, author.cookie, {
        categoryId: categories[0]!.id,
        title: 'Mil ouvintes',
        content: 'Um tópico seguido por mil páginas abertas.',
      });
      topicId = String(topic.id);
      context.log(`${STREAMS} streams of ${MEMBERS} members on the in-memory bus`);
      memory = await fanOut([single], listeners, repliers.slice(0, ROUNDS), topicId);
    } finally {
      await single.stop();
    }
    const env = { ...options.env, REDIS_URL: redisUrl };
    const pair = await Promise.all([startServer({ ...options, env }), startServer({ ...options, env })]);
    let redis: Fanout;
    try {
      context.log(`${STREAMS} streams over 2 instances on Redis`);
      redis = await fanOut(pair, listeners, repliers.slice(ROUNDS), topicId, redisUrl);
    } finally {
      await Promise.all(pair.map((server) => server.stop()));
    }
    return fanOutTable(memory, redis);
  } finally {
    await admin(context.postgresUrl!, `drop database if exists ${name} with (force)`);
  }
}

function fanOutTable(memory: Fanout, redis: Fanout): Row[] {
  const row = (label: string, f: Fanout): Row => ({
    name: `SSE fan-out: ${STREAMS.toLocaleString('en-US')} streams, one reply, write to last delivery, ${label}`,
    baseline: null,
    candidate: { value: median(f.lastMs), unit: 'ms' },
    ratio: null,
    spread: spreadOf(f.lastMs),
    target: 'reported',
    pass: null,
    note: `median delivery ${median(f.medianMs).toFixed(1)} ms; the reply's POST ${median(f.postMs).toFixed(1)} ms; ${ROUNDS} replies`,
  });
  const each = redis.lastMs.map((value, i) => value / memory.lastMs[i]!);
  return [
    row('in-memory bus, 1 instance', memory),
    row('Redis bus, 2 instances (500 streams each)', redis),
    {
      name: 'SSE fan-out: last delivery, Redis and 2 instances against the in-memory bus',
      baseline: { value: median(memory.lastMs), unit: 'ms' },
      candidate: { value: median(redis.lastMs), unit: 'ms' },
      ratio: median(each),
      spread: spreadOf(each),
      target: 'reported',
      pass: null,
    },
  ];
}
