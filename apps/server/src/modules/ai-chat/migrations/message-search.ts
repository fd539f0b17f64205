import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';

/**
 * Full-text search over message text (part of migration 20261124-0540-ai-chat-tables), as the
 * forum's: SQLite has a contentless FTS5 index (unicode61, accents and case folded) kept by
 * triggers, whose second column holds the owner ('o' + user id) so a member's search is answered
 * inside the index; PostgreSQL has a tsvector column (GIN) that the repository writes from the
 * folded words, read together with the owner's rows.
 */
export async function createMessageSearch(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') {
    await sql`alter table ai_messages add column if not exists search_vector tsvector not null default ''::tsvector`.execute(
      db,
    );
    await sql`create index if not exists ai_messages_search_idx on ai_messages using gin (search_vector)`.execute(db);
    return;
  }
  await sql`create virtual table if not exists ai_messages_fts using fts5(
    text, owner, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`create trigger if not exists ai_messages_fts_insert after insert on ai_messages begin
    insert into ai_messages_fts (rowid, text, owner) values (new.id, new.text, 'o' || new.user_id);
  end`.execute(db);
  await sql`create trigger if not exists ai_messages_fts_delete after delete on ai_messages begin
    delete from ai_messages_fts where rowid = old.id;
  end`.execute(db);
  await sql`create trigger if not exists ai_messages_fts_update after update of text on ai_messages begin
    delete from ai_messages_fts where rowid = old.id;
    insert into ai_messages_fts (rowid, text, owner) values (new.id, new.text, 'o' || new.user_id);
  end`.execute(db);
}

export async function dropMessageSearch(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') {
    await sql`drop index if exists ai_messages_search_idx`.execute(db);
    return;
  }
  for (const trigger of ['ai_messages_fts_update', 'ai_messages_fts_delete', 'ai_messages_fts_insert'])
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  await sql`drop table if exists ai_messages_fts`.execute(db);
}
