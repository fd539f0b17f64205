import type { AddressInfo } from 'node:net';
import type { AiConversationDetail, AiConversationPage, AiFolder } from '@blivion/shared';
import { apiClient } from './api-client.js';
import type { FakeTargetOptions } from './ai-models.js';
import { aiModelsApi } from './ai-models.js';
import type { FakeAi } from './fake-ai/fake-ai.js';
import { startFakeAi } from './fake-ai/fake-ai.js';
import { creditsApi } from './ai-credits.js';
import { createStaff } from './factories.js';
import type { TestMember } from './factories.js';
import type { TestApp, TestAppOptions } from './test-app.js';
import { createTestApp } from './test-app.js';

/** The AI lab's chat routes (/api/ai) as a member, with shortcuts for what most tests do. */
export function aiChatApi(t: TestApp) {
  const { request, ok } = apiClient(t, '/api/ai');
  return {
    request,
    ok,
    newChat: (member: TestMember, body: object = {}) =>
      ok<AiConversationDetail>(request(member, 'POST', '/conversations', body), 201),
    open: (member: TestMember, id: string, query = '') =>
      ok<AiConversationDetail>(request(member, 'GET', `/conversations/${id}${query}`)),
    list: (member: TestMember, query = '') => ok<AiConversationPage>(request(member, 'GET', `/conversations${query}`)),
    folder: (member: TestMember, name: string) => ok<AiFolder>(request(member, 'POST', '/folders', { name }), 201),
  };
}

/** One chunk of the AI SDK's UI message stream, as the browser's useChat reads it. */
export interface StreamChunk {
  type: string;
  delta?: string;
  errorText?: string;
  messageMetadata?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface ChatStream {
  status: number;
  headers: Headers;
  /** The JSON error envelope when the send was refused before streaming. */
  error: { code: string; message: string } | null;
  chunks: StreamChunk[];
  /** The text deltas joined. */
  text: string;
  /** The finish chunk's metadata (ids, status, tokens, credits). */
  finish: Record<string, unknown> | null;
}

/** The app listening on loopback, so tests can stream and abort over real HTTP as a browser does. */
export async function listen(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/**
 * POST /api/ai/conversations/:id/messages over HTTP and read the SSE stream; `stopAfter` aborts
 * the request (the member's 'Parar') once that many text deltas have arrived.
 */
export async function sendChat(
  baseUrl: string,
  member: TestMember,
  conversationId: string,
  body: object,
  options: { stopAfter?: number } = {},
): Promise<ChatStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/ai/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { cookie: member.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: abort.signal,
  });
  const result: ChatStream = {
    status: response.status,
    headers: response.headers,
    error: null,
    chunks: [],
    text: '',
    finish: null,
  };
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    result.error = ((await response.json()) as { error: ChatStream['error'] }).error;
    return result;
  }
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(bytes, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = event.replace(/^data: /, '');
        if (data === '[DONE]') continue;
        const chunk = JSON.parse(data) as StreamChunk;
        result.chunks.push(chunk);
        if (chunk.type === 'text-delta') result.text += chunk.delta ?? '';
        if (chunk.type === 'finish') result.finish = chunk.messageMetadata ?? null;
      }
      const deltas = result.chunks.filter((chunk) => chunk.type === 'text-delta').length;
      if (options.stopAfter !== undefined && deltas >= options.stopAfter) {
        abort.abort();
        break;
      }
    }
  } catch (error) {
    if (!abort.signal.aborted) throw error;
  }
  return result;
}

/** The chat's model on the fake provider, as the tests' ChatModel: its ref, prices and longest reply. */
export interface ChatModel {
  /** What POST /conversations takes as `target`. */
  ref: { type: 'model'; id: string };
  pricing: { priceInputPerMTok: number; priceOutputPerMTok: number };
  maxOutputTokens: number;
}

const masters = new WeakMap<TestApp, Promise<TestMember>>();
/** One master per test app, who configures models and grants credits. */
function masterOf(t: TestApp): Promise<TestMember> {
  if (!masters.has(t)) masters.set(t, createStaff(t.app, 'master'));
  return masters.get(t)!;
}

/** An OpenAI-compatible provider on the fake with a working key, and a chat model on it (ai-models' API). */
export async function chatModelOnFake(t: TestApp, fake: FakeAi, options: FakeTargetOptions = {}): Promise<ChatModel> {
  const model = { contextLimit: 8_000, maxOutputTokens: 1_000, priceInputPerMTok: 1_000, priceOutputPerMTok: 4_000 };
  const created = await aiModelsApi(t).fakeTarget(await masterOf(t), fake, {
    ...options,
    model: { ...model, ...options.model },
  });
  return {
    ref: { type: 'model', id: created.model.id },
    pricing: {
      priceInputPerMTok: created.model.priceInputPerMTok,
      priceOutputPerMTok: created.model.priceOutputPerMTok,
    },
    maxOutputTokens: created.model.maxOutputTokens,
  };
}

/** Credits for a member, granted by an administrator through the credits API. */
export async function grantCredits(t: TestApp, member: TestMember, credits: number): Promise<void> {
  await creditsApi(t).adjust(await masterOf(t), member.id, credits);
}

export interface ChatTestBed {
  t: TestApp;
  fake: FakeAi;
  api: ReturnType<typeof aiChatApi>;
  /** The app's address on loopback, for streaming over HTTP. */
  base: string;
  /** A chat model on the fake with a working key. */
  target: ChatModel;
  close(): Promise<void>;
}

/** What every chat test starts from: the app listening, the fake provider and a model on it. */
export async function chatTestBed(options: TestAppOptions = {}): Promise<ChatTestBed> {
  const t = await createTestApp(options);
  const fake = await startFakeAi();
  const api = aiChatApi(t);
  const target = await chatModelOnFake(t, fake);
  const base = await listen(t);
  return {
    t,
    fake,
    api,
    base,
    target,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
