import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';

/**
 * Full-text search over topic titles, tags and content (part of migration 0003-forum).
 *
 * SQLite: a contentless FTS5 index (the text stays in forum_topics only; contentless_delete needs
 * SQLite 3.43, better-sqlite3 12 bundles 3.5x), tokenizer unicode61 with remove_diacritics 2 (case
 * and accents folded: 'acao' finds 'ação'), kept in sync by triggers; ranked with bm25. Its
 * fourth column holds the category as a token ('c12') so a search within a category is answered
 * by the index alone, without reading a topic row per match.
 *
 * PostgreSQL: a tsvector column with a GIN index. The repository writes it from text it has
 * already lower-cased and stripped of accents (no unaccent extension needed), with the 'simple'
 * configuration so that both databases match the same words; ranked with ts_rank.
 */
export async function createForumSearch(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') {
    await sql`alter table forum_topics add column if not exists search_vector tsvector not null default ''::tsvector`.execute(
      db,
    );
    await sql`create index if not exists forum_topics_search_idx on forum_topics using gin (search_vector)`.execute(db);
    return;
  }
  await sql`create virtual table if not exists forum_topics_fts using fts5(
    title, tags, content, category,
    content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`create trigger if not exists forum_topics_fts_insert after insert on forum_topics begin
    insert into forum_topics_fts (rowid, title, tags, content, category)
      values (new.id, new.title, new.tags, new.content, 'c' || new.category_id);
  end`.execute(db);
  await sql`create trigger if not exists forum_topics_fts_delete after delete on forum_topics begin
    delete from forum_topics_fts where rowid = old.id;
  end`.execute(db);
  // Only when an indexed value changes: counters (replies, likes, views) do not touch the index.
  await sql`create trigger if not exists forum_topics_fts_update
    after update of title, tags, content, category_id on forum_topics begin
      delete from forum_topics_fts where rowid = old.id;
      insert into forum_topics_fts (rowid, title, tags, content, category)
        values (new.id, new.title, new.tags, new.content, 'c' || new.category_id);
    end`.execute(db);
}

export async function dropForumSearch(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') {
    await sql`drop index if exists forum_topics_search_idx`.execute(db);
    return;
  }
  await sql`drop trigger if exists forum_topics_fts_update`.execute(db);
  await sql`drop trigger if exists forum_topics_fts_delete`.execute(db);
  await sql`drop trigger if exists forum_topics_fts_insert`.execute(db);
  await sql`drop table if exists forum_topics_fts`.execute(db);
}
