import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { extractMentions } from '../../../markdown/mentions.js';
import { membersNamed } from './mentions.repository.js';

const asciiLower = (text: string) => text.replace(/[A-Z]/g, (char) => char.toLowerCase());
const fold = (text: string) => text.toLocaleLowerCase('pt-BR');

/**
 * The members a post mentions that the previous version of it did not (so an edit notifies only
 * the newly mentioned). Every member whose name matches exactly, in any case, is mentioned.
 */
export async function mentionedMembers(
  db: Kysely<Database>,
  markdown: string,
  previousMarkdown: string | null = null,
): Promise<string[]> {
  const before = new Set((previousMarkdown ? extractMentions(previousMarkdown) : []).map(fold));
  const names = extractMentions(markdown).filter((name) => !before.has(fold(name)));
  if (names.length === 0) return [];
  const wanted = new Set(names.map(fold));
  const candidates = await membersNamed(db, [...new Set(names.flatMap((name) => [fold(name), asciiLower(name)]))]);
  return candidates.filter((member) => wanted.has(fold(member.name))).map((member) => member.id);
}
