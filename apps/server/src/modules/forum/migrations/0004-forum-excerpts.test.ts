import type { ForumTopicDetail } from '@blivion/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test-support/factories.js';
import { forumApi } from '../../../test-support/forum.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { forumExcerpts } from './0004-forum-excerpts.js';

describe('topic excerpts', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
  });
  afterAll(async () => t.close());

  async function storedExcerpt(id: string): Promise<string> {
    const { rows } = await sql<{ excerpt: string }>`select excerpt from forum_topics where id = ${Number(id)}`.execute(
      t.app.database.db,
    );
    return rows[0]!.excerpt;
  }

  it('are written with the topic and rewritten when its content is edited', async () => {
    const author = await createMember(t.app);
    const topic = await api.topic(author, { content: '# Primeiro\n\n**Texto** com [link](https://exemplo.test).' });
    expect(topic.excerpt).toBe('Primeiro Texto com link.');
    expect(await storedExcerpt(topic.id)).toBe('Primeiro Texto com link.');

    const edited = await api.ok<ForumTopicDetail>(
      api.request(author, 'PATCH', `/topics/${topic.id}`, { content: '> Segundo _texto_, editado' }),
    );
    expect(edited.excerpt).toBe('Segundo texto, editado');
    const listed = await api.ok<{ items: Array<{ id: string; excerpt: string }> }>(
      api.request(author, 'GET', '/topics?limit=50'),
    );
    expect(listed.items.find((item) => item.id === topic.id)?.excerpt).toBe('Segundo texto, editado');
  });

  it('are filled in for the topics that existed before the migration', async () => {
    const author = await createMember(t.app);
    const first = await api.topic(author, { content: '## Antigo\n\n`código` e *ênfase*' });
    const second = await api.topic(author, { content: 'x'.repeat(300) });
    const migration = forumExcerpts();
    await migration.down(t.app.database.db as never);
    await migration.up(t.app.database.db as never);
    expect(await storedExcerpt(first.id)).toBe('Antigo código e ênfase');
    expect(await storedExcerpt(second.id)).toBe(`${'x'.repeat(199)}…`);
  });
});
