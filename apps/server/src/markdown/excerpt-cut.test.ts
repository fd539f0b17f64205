import type { ForumTopicSummary } from '@blivion/shared';
import { isWellFormedText } from '@blivion/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../test-support/factories.js';
import { createMember } from '../test-support/factories.js';
import { forumApi } from '../test-support/forum.js';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';
import { excerptOf } from './excerpt.js';

/**
 * Issue 27 item 10 (decision 0077): a topic's 200-character excerpt is cut between characters, never
 * inside an emoji (a surrogate pair, or a grapheme of several code points), on both databases.
 */
describe('forum excerpts are cut between characters', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  let author: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    author = await createMember(t.app, { name: 'Autora' });
  }, 60_000);
  afterAll(async () => t.close(), 60_000);

  const cases = [
    ['198 letters, then an emoji at the cut', `${'a'.repeat(198)}😀 e o resto do texto`],
    ['197 letters, then an emoji with a skin tone', `${'a'.repeat(197)}👍🏽 resto`],
    ['190 letters, then a family (ZWJ sequence)', `${'a'.repeat(190)}👨‍👩‍👧‍👦 resto`],
    ['198 letters, then a flag', `${'a'.repeat(197)}🇧🇷 resto`],
    ['198 letters, then an e and its combining accent', `${'a'.repeat(198)}e\u0301 resto`],
  ] as const;

  it.each(cases)('%s: stored and listed well formed, within 200, ending in …', async (_case, content) => {
    const topic = await api.topic(author, { title: 'Corte', content });
    const hex =
      t.app.database.kind === 'postgres'
        ? sql<string>`encode(convert_to(excerpt, 'UTF8'), 'hex')`
        : sql<string>`hex(cast(excerpt as blob))`;
    const stored = await t.app.database.db
      .selectFrom('forum_topics')
      .select(['excerpt', hex.as('hex')])
      .where('id', '=', Number(topic.id))
      .executeTakeFirstOrThrow();
    // The bytes stored are valid UTF-8 that decodes to the same text (SQLite kept a half pair as is).
    expect(Buffer.from(stored.hex, 'hex').toString('utf8')).toBe(stored.excerpt);
    expect(stored.excerpt).toBe(excerptOf(content));
    const listed = await api.ok<{ items: ForumTopicSummary[] }>(api.request(author, 'GET', '/topics'));
    const excerpt = listed.items.find((item) => item.id === topic.id)!.excerpt;
    expect(excerpt).toBe(stored.excerpt);
    expect(isWellFormedText(excerpt)).toBe(true);
    expect(excerpt).not.toContain('\ufffd');
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(excerpt.endsWith('…')).toBe(true);
    // Every character kept is whole: the excerpt without its '…' is a start of the content.
    expect(content.startsWith(excerpt.slice(0, -1))).toBe(true);
    const graphemes = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' }).segment(content);
    expect(new Set([...graphemes].map((segment) => segment.index)).has(excerpt.length - 1)).toBe(true);
  });
});
