// Item 4: the AI lab's streaming proxy (issue 15). A reply of 1,000 tokens from the fake provider
// (apps/server/src/test-support/fake-ai, a real HTTP server on loopback in this process), read
// through our chat endpoint (the built server: session, reply slot, credit hold, the member's
// message stored, the AI SDK's OpenAI-compatible client, the UI message stream) and read from the
// fake directly, alternately, in the same run. Then the chats at scale: the conversation list and
// opening a 500-message chat with 1,000,000 messages in the database, on SQLite and PostgreSQL.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import { startFakeAi } from '../apps/server/src/test-support/fake-ai/fake-ai.js';
import type { FakeAi } from '../apps/server/src/test-support/fake-ai/fake-ai.js';
import { chatsAtScale } from './ai-chat-scale.js';
import { configureChat } from './ai-chat-setup.js';
import { cpuMs } from './lib/request-timing.js';
import { signUp, startServer } from './lib/server.js';
import { median, quantile, spreadOf } from './lib/stats.js';
import type { BenchContext, Benchmark, Row } from './lib/types.js';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const TOKENS = 1_000;
/** Rounds not counted: the server's first replies run its code before the JIT has compiled it. */
const WARM_UP = 20;
/** Enough rounds for a p99 that is not simply the slowest reply (40 made it the worst of 40). */
const ROUNDS = 200;
/** Sends per member before the next one takes over (the send rate is 20 a minute per member). */
const SENDS_PER_MEMBER = 15;
const PROMPT = `Escreva um texto longo sobre campanhas [[tokens:${TOKENS}]]`;

interface Timing {
  ttftMs: number;
  totalMs: number;
  tokens: number;
  /** CPU time of the process doing the reading (the benchmark's for direct, the server's for the proxy). */
  cpuMs?: number;
}

/** The benchmark process's own CPU time, user and system, in ms. */
function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Times `read`, adding the CPU time `cpu` counts while it runs. */
async function withCpu(cpu: () => number, read: () => Promise<Timing>): Promise<Timing> {
  const before = cpu();
  const timing = await read();
  return { ...timing, cpuMs: cpu() - before };
}

/** Reads an SSE body, timing the first event that carries text and the end. */
async function readEvents(response: Response, start: number, hasText: (data: string) => boolean): Promise<Timing> {
  let ttft = 0;
  let tokens = 0;
  let buffer = '';
  const decoder = new TextDecoder();
  for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const data = buffer.slice(0, end).replace(/^data: /, '');
      buffer = buffer.slice(end + 2);
      if (!hasText(data)) continue;
      tokens += 1;
      if (ttft === 0) ttft = performance.now() - start;
    }
  }
  return { ttftMs: ttft, totalMs: performance.now() - start, tokens };
}

/** A client of the provider itself: raw HTTP, OpenAI's chat completions streamed with usage (a reference). */
async function rawDirect(fake: FakeAi): Promise<Timing> {
  const start = performance.now();
  const response = await fetch(`${fake.baseUrl('openai-compatible')}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer bench-key' },
    body: JSON.stringify({
      model: 'fake-chat',
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: 4096,
      messages: [{ role: 'user', content: PROMPT }],
    }),
  });
  return readEvents(response, start, (data) => /"content":"[^"]/.test(data));
}

/** The baseline: the AI SDK's OpenAI-compatible client (what the server uses) reading the fake directly. */
async function direct(fake: FakeAi): Promise<Timing> {
  const start = performance.now();
  const provider = createOpenAICompatible({
    name: 'bench',
    baseURL: fake.baseUrl('openai-compatible'),
    apiKey: 'bench-key',
    includeUsage: true,
  });
  const result = streamText({
    model: provider.chatModel('fake-chat'),
    prompt: PROMPT,
    maxOutputTokens: 4096,
    maxRetries: 0,
  });
  let ttft = 0;
  let tokens = 0;
  for await (const delta of result.textStream) {
    if (delta.length === 0) continue;
    tokens += 1;
    if (ttft === 0) ttft = performance.now() - start;
  }
  await result.totalUsage;
  return { ttftMs: ttft, totalMs: performance.now() - start, tokens };
}

/** The member's browser: a new chat (not timed), then the message and its streamed reply. */
async function proxied(origin: string, cookie: string, serverPid: number): Promise<Timing> {
  const headers = { cookie, origin, 'content-type': 'application/json' };
  const created = await fetch(`${origin}/api/ai/conversations`, { method: 'POST', headers, body: '{}' });
  if (created.status !== 201) throw new Error(`new chat: ${created.status} ${await created.text()}`);
  const { conversation } = (await created.json()) as { conversation: { id: string } };
  return withCpu(
    () => cpuMs(serverPid),
    async () => {
      const start = performance.now();
      const response = await fetch(`${origin}/api/ai/conversations/${conversation.id}/messages`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ text: PROMPT }),
      });
      if (response.status !== 200) throw new Error(`chat: ${response.status} ${await response.text()}`);
      return readEvents(response, start, (data) => data.startsWith('{"type":"text-delta"'));
    },
  );
}

function differenceRow(name: string, proxy: number[], baseline: number[], q: number, targetMs: number): Row {
  const added = quantile(proxy, q) - quantile(baseline, q);
  return {
    name,
    baseline: { value: quantile(baseline, q), unit: 'ms' },
    candidate: { value: quantile(proxy, q), unit: 'ms' },
    ratio: null,
    spread: null,
    target: `added ≤ ${targetMs} ms`,
    pass: added <= targetMs,
    note: `added ${added.toFixed(2)} ms`,
  };
}

export async function streaming(context: BenchContext): Promise<Row[]> {
  const fake = await startFakeAi();
  const members = Math.ceil((WARM_UP + ROUNDS) / SENDS_PER_MEMBER);
  const emails = Array.from({ length: members + 1 }, (_, i) => `chat${i}@ia.bench.test`);
  const dataDir = path.join(context.tmp, 'streaming');
  mkdirSync(dataDir, { recursive: true });
  const server = await startServer({ root: context.root, dataDir, env: { MASTER_EMAILS: emails.join(',') } });
  try {
    const accounts = [];
    for (const [i, email] of emails.entries()) accounts.push(await signUp(server.origin, `Membro ${i}`, email));
    await configureChat(server.origin, accounts, fake);
    const chatters = accounts.slice(1);
    const pid = server.child.pid!;
    const direct_: Timing[] = [];
    const proxy: Timing[] = [];
    const raw: Timing[] = [];
    for (let i = 0; i < WARM_UP + ROUNDS; i++) {
      const cookie = chatters[Math.floor(i / SENDS_PER_MEMBER)]!.cookie;
      const pair =
        i % 2 === 0
          ? [() => withCpu(ownCpuMs, () => direct(fake)), () => proxied(server.origin, cookie, pid)]
          : [() => proxied(server.origin, cookie, pid), () => withCpu(ownCpuMs, () => direct(fake))];
      const [a, b] = [await pair[0]!(), await pair[1]!()];
      const [d, p] = i % 2 === 0 ? [a, b] : [b, a];
      if (d.tokens < TOKENS || p.tokens < TOKENS)
        throw new Error(`short reply: direct ${d.tokens}, proxied ${p.tokens} tokens`);
      const r = await withCpu(ownCpuMs, () => rawDirect(fake));
      if (i >= WARM_UP) {
        direct_.push(d);
        proxy.push(p);
        raw.push(r);
      }
    }
    const ttft = (list: Timing[]) => list.map((t) => t.ttftMs);
    const totals = proxy.map((p, i) => p.totalMs / direct_[i]!.totalMs);
    return [
      differenceRow(`time to first token, p50 (${TOKENS}-token reply)`, ttft(proxy), ttft(direct_), 0.5, 1),
      differenceRow(`time to first token, p99 (${TOKENS}-token reply)`, ttft(proxy), ttft(direct_), 0.99, 3),
      {
        name: `whole reply of ${TOKENS} tokens, median`,
        baseline: { value: median(direct_.map((t) => t.totalMs)), unit: 'ms' },
        candidate: { value: median(proxy.map((t) => t.totalMs)), unit: 'ms' },
        ratio: median(totals),
        spread: spreadOf(totals),
        target: '≤ 1.05 of direct',
        pass: median(totals) <= 1.05,
        note: `${ROUNDS} rounds, alternating; the reply stored and its credits settled before the stream ends`,
      },
      {
        name: `CPU time per ${TOKENS}-token reply (does not depend on the load), median`,
        baseline: { value: median(direct_.map((t) => t.cpuMs!)) - median(raw.map((t) => t.cpuMs!)), unit: 'ms' },
        candidate: { value: sum(proxy.map((t) => t.cpuMs!)) / proxy.length, unit: 'ms' },
        ratio: null,
        spread: null,
        target: 'reported',
        pass: null,
        note:
          'baseline: the direct client (the benchmark process during a direct read, less the fake’s own share, ' +
          'the raw read’s); candidate: the server process for the whole request, mean (/proc, 10 ms ticks)',
      },
      {
        name: `reference: the same reply read as raw SSE (no client parsing), median`,
        baseline: null,
        candidate: { value: median(raw.map((t) => t.totalMs)), unit: 'ms' },
        ratio: null,
        spread: null,
        target: 'reference',
        pass: null,
        note: `time to first token ${median(raw.map((t) => t.ttftMs)).toFixed(2)} ms`,
      },
    ];
  } finally {
    await server.stop();
    await fake.close();
  }
}

export const streamingProxy: Benchmark = {
  id: 'streaming-proxy',
  item: 4,
  title: 'Streaming proxy (AI lab)',
  async run(context) {
    const rows = await streaming(context);
    // For development runs only: the streaming rows without loading a million messages per database.
    if (process.env.AI_CHAT_BENCH_STREAMING_ONLY !== '1') rows.push(...(await chatsAtScale(context)));
    return rows;
  },
};
