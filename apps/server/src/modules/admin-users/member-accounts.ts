import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Config } from '../../env.js';
import type { AccessRow } from '../accounts/index.js';
import { insertAccount, saveAccess } from '../accounts/index.js';
import { createInvitationLink } from './invitation.js';
import { recordCoursesAccessStart } from '../courses/index.js';

/**
 * What other modules may do to members' accounts (the sales module, issue 31), through the same
 * rows and invitation as the administration's 'Adicionar usuário'.
 */

/** Writes a member's stored role, expiry and switches (the profile and permission rows). */
export async function writeMemberAccess(db: Kysely<Database>, userId: string, access: AccessRow, at: Date) {
  await saveAccess(db, userId, access, at);
  // A sale that grants courses starts the release schedules' clock (decision 0089).
  if (access.permissions.courses) await recordCoursesAccessStart(db, userId, at);
}

/**
 * Creates an account with the given access and a set-password invitation link (72 hours), in the
 * caller's transaction; the caller sends invitationMessage(email, name, link) once it commits.
 * `passwordHash` is what the credential row holds until the member sets a password through the link.
 */
export async function createInvitedAccount(
  db: Kysely<Database>,
  config: Config,
  account: { name: string; email: string; access: AccessRow; passwordHash: string; at: Date },
): Promise<{ id: string; link: string }> {
  const id = randomBytes(24).toString('base64url');
  await insertAccount(db, {
    id,
    name: account.name,
    email: account.email,
    passwordHash: account.passwordHash,
    accountId: randomBytes(24).toString('base64url'),
    at: account.at,
  });
  await saveAccess(db, id, account.access, account.at);
  if (account.access.permissions.courses) await recordCoursesAccessStart(db, id, account.at);
  const link = await createInvitationLink(db, config, id, account.at);
  return { id, link };
}
