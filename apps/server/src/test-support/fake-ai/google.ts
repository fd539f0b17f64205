import type { FakeFailure } from './directives.js';
import { FAKE_IMAGE_TOKENS, countFakeTokens, replyTokens } from './directives.js';
import type { FakeExchange, FakeRoute } from './exchange.js';
import { openEventStream, paceTokens, sendJson } from './exchange.js';
import { failureOf } from './failures.js';

/** Google's Gemini API: models/{model}:streamGenerateContent?alt=sse, :generateContent and the model list. */

type Part = { text?: string; inlineData?: unknown };
interface GenerateBody {
  contents?: Array<{ role?: string; parts?: Part[] }>;
  systemInstruction?: { parts?: Part[] };
  generationConfig?: { maxOutputTokens?: number };
}

// Google answers a bad key with 400 INVALID_ARGUMENT and the reason API_KEY_INVALID.
const ERRORS: Record<FakeFailure, { code: number; status: string; message: string; reason?: string }> = {
  400: {
    code: 400,
    status: 'INVALID_ARGUMENT',
    message: 'The input token count exceeds the maximum number of tokens allowed.',
  },
  401: {
    code: 400,
    status: 'INVALID_ARGUMENT',
    message: 'API key not valid. Please pass a valid API key.',
    reason: 'API_KEY_INVALID',
  },
  404: { code: 404, status: 'NOT_FOUND', message: 'models/unknown is not found for API version v1beta.' },
  429: { code: 429, status: 'RESOURCE_EXHAUSTED', message: 'Resource has been exhausted (e.g. check quota).' },
  500: { code: 500, status: 'INTERNAL', message: 'An internal error has occurred.' },
};

function sendError(exchange: FakeExchange, failure: FakeFailure): void {
  const { code, status, message, reason } = ERRORS[failure];
  const details = reason
    ? [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'googleapis.com' }]
    : [];
  sendJson(exchange, code, { error: { code, message, status, details } });
}

const textOf = (parts: Part[] | undefined) => (parts ?? []).map((part) => part.text ?? '').join('');

const GENERATE = /^\/v1beta\/models\/([^/:]+):(streamGenerateContent|generateContent)$/;

async function generate(exchange: FakeExchange): Promise<void> {
  const [, model, method] = GENERATE.exec(exchange.url.pathname)!;
  const body = (exchange.body ?? {}) as GenerateBody;
  const record = exchange.record;
  const contents = body.contents ?? [];
  Object.assign(record, {
    format: 'google',
    endpoint: 'chat',
    model: decodeURIComponent(model!),
    stream: method === 'streamGenerateContent',
    includeUsage: true,
    maxTokens: body.generationConfig?.maxOutputTokens ?? null,
    system: body.systemInstruction ? textOf(body.systemInstruction.parts) : null,
    messageTexts: contents.map((content) => textOf(content.parts)),
    imageCount: contents.reduce((sum, content) => sum + (content.parts ?? []).filter((p) => p.inlineData).length, 0),
  });
  record.inputTokens =
    countFakeTokens([record.system ?? '', ...record.messageTexts].join(' ')) + record.imageCount * FAKE_IMAGE_TOKENS;
  const lastUser = contents.filter((content) => content.role !== 'model').at(-1);
  const directives = exchange.directivesFor(textOf(lastUser?.parts));
  const failure = failureOf(exchange, directives);
  if (failure !== null) return sendError(exchange, failure);

  const tokens = replyTokens(directives, record.maxTokens);
  const finishReason = tokens.length < replyTokens(directives, null).length ? 'MAX_TOKENS' : 'STOP';
  const usage = (output = record.outputTokens) => ({
    promptTokenCount: record.inputTokens,
    candidatesTokenCount: output,
    totalTokenCount: record.inputTokens + output,
  });
  const candidate = (text: string, finish?: string) => ({
    content: { parts: [{ text }], role: 'model' },
    index: 0,
    ...(finish ? { finishReason: finish } : {}),
  });
  if (!record.stream) {
    record.outputTokens = tokens.length;
    return sendJson(exchange, 200, { candidates: [candidate(tokens.join(''), finishReason)], usageMetadata: usage() });
  }
  const events = openEventStream(exchange);
  const last = tokens.length - 1;
  const completed = await paceTokens(exchange, tokens, directives, (text) => {
    const sent = record.outputTokens + 1;
    // Every chunk carries the usage so far; the last one also the finish reason, as Gemini sends them.
    events.send({
      candidates: [candidate(text, sent === last + 1 ? finishReason : undefined)],
      usageMetadata: usage(sent),
    });
  });
  if (!completed) return;
  if (tokens.length === 0) events.send({ candidates: [candidate('', finishReason)], usageMetadata: usage() });
  events.end();
}

export const googleRoutes: FakeRoute[] = [
  { method: 'POST', matches: (path) => GENERATE.test(path), handle: generate },
  {
    method: 'GET',
    matches: (path) => path === '/v1beta/models',
    handle: async (exchange) => {
      Object.assign(exchange.record, { format: 'google', endpoint: 'models' });
      if (exchange.keyRejected()) return sendError(exchange, 401);
      const models = ['gemini-2.5-flash', 'gemini-2.5-pro'].map((id) => ({ name: `models/${id}`, displayName: id }));
      sendJson(exchange, 200, { models });
    },
  },
];
