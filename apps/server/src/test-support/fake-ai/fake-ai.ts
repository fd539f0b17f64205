import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { anthropicRoutes } from './anthropic.js';
import type { FakeDirectives } from './directives.js';
import { DEFAULT_DIRECTIVES, directivesIn } from './directives.js';
import type { FakeAiRequest, FakeExchange, FakeRoute } from './exchange.js';
import { readJson, sendJson } from './exchange.js';
import { googleRoutes } from './google.js';
import { imageRoutes } from './images.js';
import { openAiRoutes } from './openai.js';

export type { FakeAiRequest } from './exchange.js';
export type { FakeDirectives } from './directives.js';
export { FAKE_MARKDOWN_REPLY, countFakeTokens, fakeReplyText } from './directives.js';

/** Keys starting with this are refused (401, or Google's 400 API_KEY_INVALID); any other key is accepted. */
export const FAKE_BAD_KEY_PREFIX = 'bad-';

const ROUTES: readonly FakeRoute[] = [...openAiRoutes, ...imageRoutes, ...anthropicRoutes, ...googleRoutes];

export interface FakeAi {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** The base URL a provider of this kind is configured with to reach the fake. */
  baseUrl(kind: 'openai' | 'openai-compatible' | 'anthropic' | 'google'): string;
  /** Every request received, oldest first (prompts included: this is a test fake). */
  readonly requests: FakeAiRequest[];
  /** Directives for every following request (a message's own [[...]] still override them). */
  script(directives: Partial<FakeDirectives>): void;
  /** Back to the defaults, and the request log emptied. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * A fake AI provider on loopback speaking OpenAI chat completions and images, Anthropic messages and Google
 * generateContent, with deterministic replies, truthful usage, errors on demand and a slow mode.
 * Tests drive it through the real AI SDK clients (see fake-ai.test.ts).
 */
export async function startFakeAi(): Promise<FakeAi> {
  const requests: FakeAiRequest[] = [];
  let scripted: FakeDirectives = { ...DEFAULT_DIRECTIVES };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const record: FakeAiRequest = {
      ...({ format: 'openai', endpoint: 'chat', method: req.method ?? 'GET', path: url.pathname } as const),
      ...{ apiKey: keyOf(req.headers, url), body: null, model: null, stream: false, includeUsage: false },
      ...{ maxTokens: null, system: null, messageTexts: [], imageCount: 0, status: 0 },
      ...{ inputTokens: 0, outputTokens: 0, aborted: false },
    };
    res.on('close', () => {
      if (!res.writableFinished) record.aborted = true;
    });
    const route = ROUTES.find((candidate) => candidate.method === req.method && candidate.matches(url.pathname, req));
    const exchange: FakeExchange = {
      req,
      res,
      url,
      body: null,
      record,
      directivesFor: (text) => directivesIn(text, scripted),
      keyRejected: () => record.apiKey === null || record.apiKey.startsWith(FAKE_BAD_KEY_PREFIX),
    };
    void (async () => {
      try {
        exchange.body = req.method === 'POST' ? await readJson(req) : null;
        record.body = exchange.body;
        requests.push(record);
        if (!route) return sendJson(exchange, 404, { error: { message: `no route ${req.method} ${url.pathname}` } });
        await route.handle(exchange);
      } catch (error) {
        if (!res.headersSent) sendJson(exchange, 400, { error: { message: String(error) } });
        else res.destroy();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    baseUrl: (kind) => (kind === 'google' ? `${url}/v1beta` : `${url}/v1`),
    requests,
    script(directives) {
      scripted = { ...scripted, ...directives };
    },
    reset() {
      scripted = { ...DEFAULT_DIRECTIVES };
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function keyOf(headers: Record<string, string | string[] | undefined>, url: URL): string | null {
  const bearer = headers.authorization;
  if (typeof bearer === 'string' && bearer.startsWith('Bearer ')) return bearer.slice('Bearer '.length);
  for (const name of ['x-api-key', 'x-goog-api-key']) {
    const value = headers[name];
    if (typeof value === 'string') return value;
  }
  return url.searchParams.get('key');
}
