import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FakeDirectives } from './directives.js';

/** One request the fake received, as tests read it back from `fake.requests`. */
export interface FakeAiRequest {
  format: 'openai' | 'anthropic' | 'google';
  endpoint: 'chat' | 'models' | 'images';
  method: string;
  path: string;
  /** The key the client sent (Bearer, x-api-key or x-goog-api-key), or null. */
  apiKey: string | null;
  /** The JSON body as received (null for a GET). */
  body: unknown;
  model: string | null;
  stream: boolean;
  /** OpenAI `stream_options.include_usage` (Anthropic and Google always send usage). */
  includeUsage: boolean;
  maxTokens: number | null;
  /** The system prompt, however the format carries it. */
  system: string | null;
  /** Every message's text, in order (system excluded). */
  messageTexts: string[];
  imageCount: number;
  status: number;
  /** Prompt and reply tokens the fake counted and reported. */
  inputTokens: number;
  outputTokens: number;
  /** The client went away before the reply ended (a stopped reply). */
  aborted: boolean;
}

export interface FakeExchange {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  body: unknown;
  record: FakeAiRequest;
  /** The directives for this request: the scripted ones, overridden by the last user message's. */
  directivesFor(lastUserText: string): FakeDirectives;
  /** A key the fake refuses (missing, or starting with FAKE_BAD_KEY_PREFIX). */
  keyRejected(): boolean;
}

export interface FakeRoute {
  method: 'GET' | 'POST';
  matches(path: string, req: IncomingMessage): boolean;
  handle(exchange: FakeExchange): Promise<void>;
}

export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? null : (JSON.parse(text) as unknown);
}

export function sendJson(exchange: FakeExchange, status: number, body: unknown): void {
  exchange.record.status = status;
  exchange.res.writeHead(status, { 'content-type': 'application/json' });
  exchange.res.end(JSON.stringify(body));
}

/** Starts an SSE response; `send` writes one `data:` event (or a named one) and flushes it. */
export function openEventStream(exchange: FakeExchange) {
  exchange.record.status = 200;
  exchange.res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  exchange.res.flushHeaders();
  return {
    send(data: unknown, event?: string): void {
      const head = event === undefined ? '' : `event: ${event}\n`;
      exchange.res.write(`${head}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    },
    end(): void {
      exchange.res.end();
    },
  };
}

/**
 * Emits the tokens one by one at the directives' pace. Returns false when the client went away or
 * the directives cut the stream (the socket is then destroyed mid-reply, as a dying provider does).
 */
export async function paceTokens(
  exchange: FakeExchange,
  tokens: readonly string[],
  directives: FakeDirectives,
  emit: (token: string) => void,
): Promise<boolean> {
  for (const [index, token] of tokens.entries()) {
    if (exchange.res.destroyed || exchange.record.aborted) return false;
    if (directives.failAfter !== null && index >= directives.failAfter) {
      // Flush what was sent, then close the connection without ending the chunked body. The end
      // waits for the next turn: Node 24 drops writes still pending when the socket ends in their tick.
      const socket = exchange.res.socket;
      await new Promise<void>((resolve) => setImmediate(resolve));
      socket?.end();
      return false;
    }
    if (directives.delayMs > 0) await sleep(directives.delayMs);
    if (exchange.res.destroyed || exchange.record.aborted) return false;
    emit(token);
    exchange.record.outputTokens = index + 1;
  }
  return true;
}
