import type { FakeFailure } from './directives.js';
import { FAKE_IMAGE_TOKENS, countFakeTokens, replyTokens } from './directives.js';
import type { FakeExchange, FakeRoute } from './exchange.js';
import { openEventStream, paceTokens, sendJson } from './exchange.js';
import { failureOf } from './failures.js';

/** Anthropic's Messages API (SSE events message_start ... message_stop) and model list. */

type Block = { type: string; text?: string };
interface MessagesBody {
  model?: string;
  stream?: boolean;
  max_tokens?: number;
  system?: string | Block[];
  messages?: Array<{ role: string; content: string | Block[] }>;
}

const ERRORS: Record<FakeFailure, { type: string; message: string }> = {
  400: { type: 'invalid_request_error', message: 'prompt is too long: the prompt exceeds the maximum context.' },
  401: { type: 'authentication_error', message: 'invalid x-api-key' },
  404: { type: 'not_found_error', message: 'model not found' },
  429: { type: 'rate_limit_error', message: 'Number of request tokens has exceeded your rate limit.' },
  500: { type: 'api_error', message: 'Internal server error' },
};

function sendError(exchange: FakeExchange, status: FakeFailure): void {
  sendJson(exchange, status, { type: 'error', error: ERRORS[status] });
}

const textOf = (content: string | Block[] | undefined) =>
  typeof content === 'string'
    ? content
    : (content ?? []).map((block) => (block.type === 'text' ? (block.text ?? '') : '')).join('\n');
const imagesOf = (content: string | Block[]) =>
  typeof content === 'string' ? 0 : content.filter((block) => block.type === 'image').length;

async function messages(exchange: FakeExchange): Promise<void> {
  const body = (exchange.body ?? {}) as MessagesBody;
  const record = exchange.record;
  const list = body.messages ?? [];
  Object.assign(record, {
    format: 'anthropic',
    endpoint: 'chat',
    model: body.model ?? null,
    stream: body.stream === true,
    includeUsage: true,
    maxTokens: body.max_tokens ?? null,
    system: body.system === undefined ? null : textOf(body.system),
    messageTexts: list.map((message) => textOf(message.content)),
    imageCount: list.reduce((sum, message) => sum + imagesOf(message.content), 0),
  });
  record.inputTokens =
    countFakeTokens([record.system ?? '', ...record.messageTexts].join(' ')) + record.imageCount * FAKE_IMAGE_TOKENS;
  const lastUser = list.filter((message) => message.role === 'user').at(-1);
  const directives = exchange.directivesFor(textOf(lastUser?.content));
  const failure = failureOf(exchange, directives);
  if (failure !== null) return sendError(exchange, failure);

  const tokens = replyTokens(directives, record.maxTokens);
  const stopReason = tokens.length < replyTokens(directives, null).length ? 'max_tokens' : 'end_turn';
  const id = `msg_fake_${Date.now()}`;
  const model = body.model ?? 'claude-fake';
  if (!record.stream) {
    record.outputTokens = tokens.length;
    return sendJson(exchange, 200, {
      id,
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'text', text: tokens.join('') }],
      stop_reason: stopReason,
      stop_sequence: null,
      usage: { input_tokens: record.inputTokens, output_tokens: record.outputTokens },
    });
  }
  const events = openEventStream(exchange);
  const send = (data: { type: string; [key: string]: unknown }) => events.send(data, data.type);
  send({
    type: 'message_start',
    message: {
      ...{ id, type: 'message', role: 'assistant', content: [], model, stop_reason: null, stop_sequence: null },
      usage: { input_tokens: record.inputTokens, output_tokens: 0 },
    },
  });
  send({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } });
  const completed = await paceTokens(exchange, tokens, directives, (text) =>
    send({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }),
  );
  if (!completed) return;
  send({ type: 'content_block_stop', index: 0 });
  send({
    type: 'message_delta',
    delta: { stop_reason: stopReason, stop_sequence: null },
    usage: { output_tokens: record.outputTokens },
  });
  send({ type: 'message_stop' });
  events.end();
}

export const anthropicRoutes: FakeRoute[] = [
  { method: 'POST', matches: (path) => path === '/v1/messages', handle: messages },
  {
    method: 'GET',
    matches: (path, req) => path === '/v1/models' && req.headers['anthropic-version'] !== undefined,
    handle: async (exchange) => {
      Object.assign(exchange.record, { format: 'anthropic', endpoint: 'models' });
      if (exchange.keyRejected()) return sendError(exchange, 401);
      const data = ['claude-sonnet-4-5', 'claude-haiku-4-5'].map((id) => ({
        type: 'model',
        id,
        display_name: id,
        created_at: '2025-10-01T00:00:00Z',
      }));
      sendJson(exchange, 200, { data, has_more: false, first_id: data[0]!.id, last_id: data.at(-1)!.id });
    },
  },
];
