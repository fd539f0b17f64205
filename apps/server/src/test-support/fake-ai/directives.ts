/**
 * What the fake provider does with one request: set from the test (`fake.script({...})`) or from
 * the last user message's text (`[[tokens:1000]]`, `[[fail:429]]`, `[[delay:20]]`,
 * `[[fail-after:5]]`, `[[markdown]]`), so a browser test can drive it by what it types.
 */
export interface FakeDirectives {
  /** Tokens in the reply (cut to the request's max output tokens, finish reason 'length'). */
  tokens: number;
  /** Answer with this HTTP error instead: 401 bad key, 429 rate limit, 400 context too long, 404 no model, 500. */
  fail: FakeFailure | null;
  /** Milliseconds before each token (slow mode); 0 streams as fast as the socket takes it. */
  delayMs: number;
  /** Cut the connection after this many tokens (a provider dying mid-stream). */
  failAfter: number | null;
  /** The reply is FAKE_MARKDOWN_REPLY (a heading, a list and a code block) instead of counted words. */
  markdown: boolean;
  /** A prompt above this many tokens is refused as too long (400 context_length_exceeded). */
  contextLimit: number | null;
}

export type FakeFailure = 400 | 401 | 404 | 429 | 500;
const FAILURES = new Set<number>([400, 401, 404, 429, 500]);

export const DEFAULT_DIRECTIVES: FakeDirectives = {
  tokens: 8,
  fail: null,
  delayMs: 0,
  failAfter: null,
  markdown: false,
  contextLimit: null,
};

const DIRECTIVE = /\[\[([a-z-]+)(?::(\d+))?\]\]/g;

/** The directives written in a message's text, over the scripted ones. */
export function directivesIn(text: string, base: FakeDirectives): FakeDirectives {
  const result = { ...base };
  for (const [, name, value] of text.matchAll(DIRECTIVE)) {
    const number = value === undefined ? null : Number(value);
    if (name === 'tokens' && number !== null) result.tokens = number;
    else if (name === 'fail' && number !== null && FAILURES.has(number)) result.fail = number as FakeFailure;
    else if (name === 'delay' && number !== null) result.delayMs = number;
    else if (name === 'fail-after' && number !== null) result.failAfter = number;
    else if (name === 'markdown') result.markdown = true;
    else if (name === 'context' && number !== null) result.contextLimit = number;
  }
  return result;
}

/** The fake's tokenizer: a token is a run of non-space characters (usage is counted with it, truthfully). */
export function countFakeTokens(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

/** Tokens an attached image counts for in the prompt (OpenAI's low-detail figure). */
export const FAKE_IMAGE_TOKENS = 85;

const WORDS = 'Esta é uma resposta de teste do provedor falso de IA'.split(' ');

export const FAKE_MARKDOWN_REPLY =
  '# Exemplo\n\nUma lista:\n\n- primeiro\n- segundo\n\n```ts\nconst soma = (a: number, b: number) => a + b;\n```';

/** The reply's tokens, each with its leading space: joined, they are the text; counted, they are `count`. */
export function replyTokens(directives: FakeDirectives, maxTokens: number | null): string[] {
  const all = directives.markdown
    ? (FAKE_MARKDOWN_REPLY.match(/\s*\S+/g) ?? [])
    : Array.from(
        { length: directives.tokens },
        (_, index) => `${index === 0 ? '' : ' '}${WORDS[index % WORDS.length]}`,
      );
  return maxTokens === null ? all : all.slice(0, maxTokens);
}

/** The text of a default reply of `count` tokens, for tests to compare with what they received. */
export function fakeReplyText(count: number): string {
  return replyTokens({ ...DEFAULT_DIRECTIVES, tokens: count }, null).join('');
}
