import { foldText } from '@blivion/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { extractMentions } from '../../../markdown/mentions.js';
import { membersNamed } from '../../accounts/index.js';

/**
 * The members a post mentions that the previous version of it did not (so an edit notifies only
 * the newly mentioned). Every member whose name matches, case and accents ignored and in any
 * Unicode form (foldText against the stored name_key, decision 0075), is mentioned.
 */
export async function mentionedMembers(
  db: Kysely<Database>,
  markdown: string,
  previousMarkdown: string | null = null,
): Promise<string[]> {
  const before = new Set((previousMarkdown ? extractMentions(previousMarkdown) : []).map(foldText));
  const keys = new Set(
    extractMentions(markdown)
      .map(foldText)
      .filter((key) => !before.has(key)),
  );
  if (keys.size === 0) return [];
  const members = await membersNamed(db, [...keys]);
  return members.map((member) => member.id);
}
