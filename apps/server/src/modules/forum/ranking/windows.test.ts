import type { LeaderboardPage } from '@blivion/shared';
import { FORUM_SCORE_WEIGHTS as W } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../../test-support/factories.js';
import { createMember } from '../../../test-support/factories.js';
import { forumApi } from '../../../test-support/forum.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { recordLessonCompleted } from './learning.js';
import { claimWindow, windowRefreshedAt } from './windows.repository.js';
import { freshenWindow, WINDOW_REFRESH_MS } from './windows.js';

const DAY = 86_400_000;

describe('the 7- and 30-day ranking windows', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  let ana: TestMember;
  let bia: TestMember;
  let caio: TestMember;
  let duda: TestMember;

  const board = (viewer: TestMember, query: string) =>
    api.ok<LeaderboardPage>(api.request(viewer, 'GET', `/leaderboard?${query}`));
  const scores = async (viewer: TestMember, period: string) =>
    Object.fromEntries((await board(viewer, `period=${period}`)).items.map((item) => [item.name, item.score]));

  /** Moves every post, like and lesson point back by `ms`. */
  const age = async (ms: number) => {
    const db = t.app.database.db;
    for (const table of ['forum_topics', 'forum_replies', 'forum_topic_likes', 'forum_reply_likes'] as const) {
      for (const row of await db.selectFrom(table).select(['id', 'created_at']).execute()) {
        const at = new Date(new Date(row.created_at).getTime() - ms);
        await db.updateTable(table).set({ created_at: at }).where('id', '=', row.id).execute();
      }
    }
    for (const row of await db.selectFrom('forum_lesson_scores').selectAll().execute()) {
      const at = new Date(new Date(row.created_at!).getTime() - ms);
      await db
        .updateTable('forum_lesson_scores')
        .set({ created_at: at })
        .where('user_id', '=', row.user_id)
        .where('lesson_id', '=', row.lesson_id)
        .execute();
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    ana = await createMember(t.app, { name: 'Ana Janela' });
    bia = await createMember(t.app, { name: 'Bia Janela' });
    caio = await createMember(t.app, { name: 'Caio Janela' });
    duda = await createMember(t.app, { name: 'Duda Janela' });
  }, 60_000);
  afterAll(() => t.close());

  it('counts topics, replies, likes received and lessons of the window, rebuilt once a minute', async () => {
    const topic = await api.topic(ana, { title: 'Janela de sete dias' });
    await api.reply(bia, topic.id);
    await api.ok(api.request(caio, 'PUT', `/topics/${topic.id}/like`));
    await recordLessonCompleted(t.app.database.db, { userId: caio.id, lessonId: 901, at: t.clock.now() });
    const expected = {
      'Ana Janela': W.topic + W.likeReceived,
      'Bia Janela': W.reply,
      'Caio Janela': W.lessonCompleted,
    };
    expect(await scores(duda, '7d')).toEqual(expected);
    expect(await scores(duda, '30d')).toEqual(expected);

    // Within the minute the windows keep their counters; the month moves at once.
    const late = await api.reply(duda, topic.id);
    expect(await scores(duda, '7d')).toEqual(expected);
    expect((await scores(duda, 'month'))['Duda Janela']).toBe(W.reply);
    // A minute later a read starts the rebuild and answers at once; the reads after it see the reply.
    t.clock.advance(WINDOW_REFRESH_MS + 1_000);
    await expect.poll(async () => (await scores(duda, '7d'))['Duda Janela']).toBe(W.reply);

    // A deleted reply's points leave the window at its next rebuild.
    await api.ok(api.request(duda, 'DELETE', `/replies/${late.id}`));
    t.clock.advance(WINDOW_REFRESH_MS + 1_000);
    await expect.poll(() => scores(duda, '7d')).toEqual(expected);
  });

  it('lets activity older than the window go, while the longer window keeps it', async () => {
    // What happened so far moves 8 days into the past (sessions would not survive moving the clock).
    await age(8 * DAY);
    const recent = await api.topic(duda, { title: 'Só nesta semana' });
    t.clock.advance(WINDOW_REFRESH_MS + 1_000);
    await expect.poll(() => scores(ana, '7d')).toEqual({ 'Duda Janela': W.topic });
    await expect
      .poll(() => scores(ana, '30d'))
      .toMatchObject({ 'Ana Janela': W.topic + W.likeReceived, 'Duda Janela': W.topic });
    await age(25 * DAY); // Ana's topic is now 33 days old, Duda's 25
    t.clock.advance(WINDOW_REFRESH_MS + 1_000);
    await expect.poll(() => scores(ana, '30d')).toEqual({ 'Duda Janela': W.topic });
    await api.ok(api.request(duda, 'DELETE', `/topics/${recent.id}`));
  });

  it('pages a window by keyset with counted ranks and pins the viewer off the page', async () => {
    const first = await api.topic(ana, { title: 'Primeiro' });
    await api.topic(ana, { title: 'Segundo' });
    await api.topic(bia, { title: 'Terceiro' });
    await api.reply(caio, first.id);
    // Several reads find the window stale at once: one starts the rebuild, and all answer from the
    // counters they find (Duda's topic, deleted since, until the rebuild commits); none fails,
    // nothing counts twice.
    t.clock.advance(WINDOW_REFRESH_MS + 1_000);
    const pages = await Promise.all([ana, bia, caio, duda].map((member) => board(member, 'period=7d&limit=1')));
    for (const page of pages) expect(['Ana Janela', 'Duda Janela']).toContain(page.items[0]?.name);
    await expect.poll(async () => (await board(caio, 'period=7d&limit=1')).items[0]?.name).toBe('Ana Janela');
    const names: string[] = [];
    const ranks: number[] = [];
    let cursor: string | null = null;
    do {
      const page: LeaderboardPage = await board(caio, `period=7d&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      names.push(...page.items.map((item) => item.name));
      ranks.push(...page.items.map((item) => item.rank));
      cursor = page.nextCursor;
    } while (cursor);
    expect(names).toEqual(['Ana Janela', 'Bia Janela', 'Caio Janela']);
    expect(ranks).toEqual([1, 2, 3]);
    const pinned = await board(caio, 'period=7d&limit=1');
    expect(pinned.period).toBe('7d');
    expect(pinned.me).toMatchObject({ userId: caio.id, rank: 3, score: W.reply, level: 1 });
  });

  it('builds a window never built before answering, and rebuilds a stale one behind the read', async () => {
    const db = t.app.database.db;
    const log = { warn: () => {} };
    await db
      .updateTable('forum_score_windows')
      .set({ refreshed_at: null, claimed_until: null })
      .where('period', '=', '7d')
      .execute();
    const first = t.clock.now();
    expect(await freshenWindow(db, '7d', first, log)).toEqual({ rebuilding: null });
    expect(await windowRefreshedAt(db, '7d')).toEqual(first);
    // Within the minute: nothing to do.
    expect(await freshenWindow(db, '7d', new Date(first.getTime() + 1_000), log)).toEqual({ rebuilding: null });
    // Stale: the read is answered with the rebuild still under way, which ends on its own.
    const later = new Date(first.getTime() + WINDOW_REFRESH_MS + 1_000);
    const { rebuilding } = await freshenWindow(db, '7d', later, log);
    expect(rebuilding).toBeInstanceOf(Promise);
    await rebuilding;
    expect(await windowRefreshedAt(db, '7d')).toEqual(later);
  });

  it('gives a stale window to one rebuilder at a time', async () => {
    const db = t.app.database.db;
    const now = new Date(t.clock.now().getTime() + 10 * WINDOW_REFRESH_MS);
    const at = { now, staleBefore: now, until: new Date(now.getTime() + 30_000) };
    const claims = await Promise.all([claimWindow(db, '30d', at), claimWindow(db, '30d', at)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimWindow(db, '30d', at)).toBe(false);
  });
});
