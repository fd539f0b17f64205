import type { SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import type { Kysely } from 'kysely';
import type { FolderFilter } from './conversations.repository.js';
import { SUMMARY_COLUMNS } from './conversations.repository.js';

export interface SearchOptions {
  userId: string;
  folder: FolderFilter;
  /** Folded words (letters and digits only): all of them in the title, or all in one message. */
  words: string[];
  after: readonly [string, number] | null;
  limit: number;
}

/**
 * The ids of the member's conversations holding a message with every word (as a word prefix). The
 * index answers for one member only: on SQLite its owner column narrows the match inside FTS5, on
 * PostgreSQL the GIN index is read with the member's rows. Words are quoted for FTS5 and carry
 * only letters and digits, so nothing typed is read as query syntax.
 */
function messageMatches(kind: DatabaseKind, options: SearchOptions) {
  if (kind === 'postgres') {
    const query = options.words.map((word) => `${word}:*`).join(' & ');
    return sql`select m.conversation_id from ai_messages m
      where m.user_id = ${options.userId} and m.search_vector @@ to_tsquery('simple', ${query})`;
  }
  const match = `text: (${options.words.map((word) => `"${word}"*`).join(' ')}) AND owner: "o${options.userId}"`;
  return sql`select m.conversation_id from ai_messages m
    where m.id in (select rowid from ai_messages_fts where ai_messages_fts match ${match})`;
}

/** The member's conversations whose title or whose messages hold every word, most recent first. */
export async function searchConversations(db: Kysely<Database>, kind: DatabaseKind, options: SearchOptions) {
  if (options.words.length === 0) return [];
  const titleHas = options.words.map((word) => sql<SqlBool>`c.search_title like ${`%${word}%`}`);
  let query = db
    .selectFrom('ai_conversations as c')
    .select(SUMMARY_COLUMNS)
    .where('c.user_id', '=', options.userId)
    .where((eb) => eb.or([eb.and(titleHas), sql<SqlBool>`c.id in (${messageMatches(kind, options)})`]));
  if (options.folder.kind === 'none') query = query.where('c.folder_id', 'is', null);
  if (options.folder.kind === 'folder') query = query.where('c.folder_id', '=', options.folder.id);
  if (options.after) {
    const [at, id] = options.after;
    query = query.where(sql<SqlBool>`(c.last_message_at, c.id) < (${at}, ${id})`);
  }
  return query.orderBy('c.last_message_at', 'desc').orderBy('c.id', 'desc').limit(options.limit).execute();
}
