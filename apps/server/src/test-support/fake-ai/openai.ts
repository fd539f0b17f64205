import type { FakeFailure } from './directives.js';
import { FAKE_IMAGE_TOKENS, countFakeTokens, replyTokens } from './directives.js';
import type { FakeExchange, FakeRoute } from './exchange.js';
import { openEventStream, paceTokens, sendJson } from './exchange.js';
import { failureOf } from './failures.js';

/** OpenAI's chat completions (streamed with SSE, or whole) and model list, as OpenAI-compatible servers speak them. */

interface ChatBody {
  model?: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  max_tokens?: number;
  max_completion_tokens?: number;
  messages?: Array<{ role: string; content: Content }>;
}
type Content = string | Array<{ type: string; text?: string }> | null;

export const FAKE_OPENAI_MODELS = ['gpt-4o-mini', 'gpt-4o', 'fake-chat'];

const OPENAI_ERRORS: Record<FakeFailure, { type: string; code: string | null; message: string }> = {
  400: {
    type: 'invalid_request_error',
    code: 'context_length_exceeded',
    message: "This model's maximum context length is exceeded by your messages.",
  },
  401: { type: 'invalid_request_error', code: 'invalid_api_key', message: 'Incorrect API key provided.' },
  404: { type: 'invalid_request_error', code: 'model_not_found', message: 'The model does not exist.' },
  429: { type: 'requests', code: 'rate_limit_exceeded', message: 'Rate limit reached for requests.' },
  500: { type: 'server_error', code: null, message: 'The server had an error while processing your request.' },
};

export function sendOpenAiError(exchange: FakeExchange, status: FakeFailure): void {
  const { type, code, message } = OPENAI_ERRORS[status];
  sendJson(exchange, status, { error: { message, type, param: null, code } });
}

function textOf(content: Content) {
  if (typeof content === 'string') return { text: content, images: 0 };
  const parts = content ?? [];
  return {
    text: parts.map((part) => (part.type === 'text' ? (part.text ?? '') : '')).join('\n'),
    images: parts.filter((part) => part.type === 'image_url').length,
  };
}

async function chatCompletions(exchange: FakeExchange): Promise<void> {
  const body = (exchange.body ?? {}) as ChatBody;
  const record = exchange.record;
  const messages = body.messages ?? [];
  const system = messages.filter((m) => m.role === 'system' || m.role === 'developer').map((m) => textOf(m.content));
  const others = messages
    .filter((m) => m.role !== 'system' && m.role !== 'developer')
    .map((m) => ({ ...m, ...textOf(m.content) }));
  Object.assign(record, {
    model: body.model ?? null,
    stream: body.stream === true,
    includeUsage: body.stream_options?.include_usage === true,
    maxTokens: body.max_completion_tokens ?? body.max_tokens ?? null,
    system: system.length > 0 ? system.map((s) => s.text).join('\n') : null,
    messageTexts: others.map((m) => m.text),
    imageCount: others.reduce((sum, m) => sum + m.images, 0),
  });
  record.inputTokens =
    countFakeTokens([record.system ?? '', ...record.messageTexts].join(' ')) + record.imageCount * FAKE_IMAGE_TOKENS;
  const lastUser = others.filter((m) => m.role === 'user').at(-1)?.text ?? '';
  const directives = exchange.directivesFor(lastUser);
  const failure = failureOf(exchange, directives);
  if (failure !== null) return sendOpenAiError(exchange, failure);

  const tokens = replyTokens(directives, record.maxTokens);
  const finishReason = tokens.length < replyTokens(directives, null).length ? 'length' : 'stop';
  const id = `chatcmpl-fake-${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);
  const model = body.model ?? 'fake-chat';
  const usage = () => ({
    prompt_tokens: record.inputTokens,
    completion_tokens: record.outputTokens,
    total_tokens: record.inputTokens + record.outputTokens,
  });

  if (!record.stream) {
    record.outputTokens = tokens.length;
    const message = { role: 'assistant', content: tokens.join('') };
    return sendJson(exchange, 200, {
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message, finish_reason: finishReason, logprobs: null }],
      usage: usage(),
    });
  }
  const events = openEventStream(exchange);
  const chunk = (delta: object, finish: string | null) => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  events.send(chunk({ role: 'assistant', content: '' }, null));
  const completed = await paceTokens(exchange, tokens, directives, (token) =>
    events.send(chunk({ content: token }, null)),
  );
  if (!completed) return;
  events.send(chunk({}, finishReason));
  if (record.includeUsage)
    events.send({ id, object: 'chat.completion.chunk', created, model, choices: [], usage: usage() });
  events.send('[DONE]');
  events.end();
}

export const openAiRoutes: FakeRoute[] = [
  {
    method: 'POST',
    matches: (path) => path === '/v1/chat/completions',
    handle: async (exchange) => {
      exchange.record.format = 'openai';
      exchange.record.endpoint = 'chat';
      await chatCompletions(exchange);
    },
  },
  {
    method: 'GET',
    matches: (path, req) => path === '/v1/models' && req.headers['anthropic-version'] === undefined,
    handle: async (exchange) => {
      exchange.record.format = 'openai';
      exchange.record.endpoint = 'models';
      if (exchange.keyRejected()) return sendOpenAiError(exchange, 401);
      const data = FAKE_OPENAI_MODELS.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'fake' }));
      sendJson(exchange, 200, { object: 'list', data });
    },
  },
];
