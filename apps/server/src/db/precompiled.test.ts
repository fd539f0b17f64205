import { fastPathOn } from '../fast-paths.js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';
import { MUST_WAIT, precompiled } from './precompiled.js';

const categoryBySlug = precompiled((db, args: { slug: string }) =>
  db.selectFrom('forum_categories').select(['name', 'slug']).where('slug', '=', args.slug),
);

const topicCount = precompiled((db, args: { slug: string; minimum: number }, variant) => {
  const query = db.selectFrom('forum_categories').select('topic_count').where('slug', '=', args.slug);
  return variant === 'at-least' ? query.where('topic_count', '>=', args.minimum) : query;
});

describe('precompiled queries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function createCategory(): Promise<string> {
    const slug = `pre-${randomUUID()}`;
    await t.app.database.db
      .insertInto('forum_categories')
      .values({ name: `Nome ${slug}`, slug })
      .execute();
    return slug;
  }

  /** Renames the category in a transaction left open until `commit` is called. */
  async function renameUncommitted(slug: string) {
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let updated!: () => void;
    const written = new Promise<void>((resolve) => (updated = resolve));
    const transaction = t.app.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('forum_categories').set({ name: 'Não confirmado' }).where('slug', '=', slug).execute();
      updated();
      await committing;
    });
    await written;
    return { commit, transaction };
  }

  it('runs the SQL compiled once with each call’s values, per variant', async () => {
    const [first, second] = [await createCategory(), await createCategory()];
    expect(await categoryBySlug.first(t.app.database.db, { slug: first })).toEqual({
      name: `Nome ${first}`,
      slug: first,
    });
    expect(await categoryBySlug.first(t.app.database.db, { slug: second })).toEqual({
      name: `Nome ${second}`,
      slug: second,
    });
    expect(await categoryBySlug.first(t.app.database.db, { slug: 'nao-existe' })).toBeUndefined();
    expect(await topicCount.execute(t.app.database.db, { slug: first, minimum: 1 }, 'at-least')).toEqual([]);
    expect(await topicCount.execute(t.app.database.db, { slug: first, minimum: 1 })).toEqual([{ topic_count: 0 }]);
  });

  it('never reads what another request has written but not yet committed', async () => {
    const db = t.app.database.db;
    const slug = await createCategory();
    const { commit, transaction } = await renameUncommitted(slug);
    const reading = categoryBySlug.first(db, { slug });
    if (t.app.database.kind === 'sqlite') {
      // One connection: a direct read would see the open transaction's row, so the read must wait
      // behind Kysely's mutex until the commit.
      const early = await Promise.race([reading, new Promise((resolve) => setImmediate(() => resolve('waiting')))]);
      expect(early).toBe('waiting');
      commit();
      await transaction;
      expect((await reading)?.name).toBe('Não confirmado');
    } else {
      // PostgreSQL reads on another connection of the pool: the last committed row, at once.
      expect((await reading)?.name).toBe(`Nome ${slug}`);
      commit();
      await transaction;
    }
    expect((await categoryBySlug.first(db, { slug }))?.name).toBe('Não confirmado');
  });

  it.skipIf(!fastPathOn('precompiled'))(
    'reads at once on SQLite outside a transaction, and says to wait everywhere else',
    async () => {
      const db = t.app.database.db;
      const slug = await createCategory();
      if (t.app.database.kind !== 'sqlite') {
        expect(categoryBySlug.firstNow(db, { slug })).toBe(MUST_WAIT);
        return;
      }
      expect(categoryBySlug.firstNow(db, { slug })).toEqual({ name: `Nome ${slug}`, slug });
      expect(categoryBySlug.firstNow(db, { slug: 'nao-existe' })).toBeUndefined();
      const { commit, transaction } = await renameUncommitted(slug);
      // The one connection holds another request's uncommitted write: no read at once.
      expect(categoryBySlug.firstNow(db, { slug })).toBe(MUST_WAIT);
      commit();
      await transaction;
      expect(categoryBySlug.firstNow(db, { slug })).toEqual({ name: 'Não confirmado', slug });
    },
  );
});
