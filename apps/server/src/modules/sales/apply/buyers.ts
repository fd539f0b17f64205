import { FORUM_ONLY, NAME_MAX_LENGTH, truncateText } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterCommit } from '../../../db/after-commit.js';
import type { Database } from '../../../db/schema.js';
import { createInvitedAccount } from '../../admin-users/index.js';
import { invitationMessage } from '../../admin-users/index.js';
import { findUserIdByEmail } from '../../accounts/index.js';
import { toDate } from '../../../db/schema.js';
import type { AccessSnapshot, CreatedMember } from './member-access.js';

/**
 * What a buyer's credential holds until they set a password through the invitation: not an
 * argon2 hash, so no password ever matches it (verifyPassword reads it as a failed match), and no
 * hashing per new buyer in a burst of sales (decision 0070).
 */
export const NO_PASSWORD_YET = '!sales-invitation';

/**
 * The member a sale belongs to: found by e-mail (stored in lower case), or created with the
 * administration's invitation (a link to set a password, e-mailed once the applying transaction
 * commits) and the access `accessFor` gives a free member (the purchase's, decision 0070). The
 * buyer is locked (lockBuyer), so one buyer is created once. `created` tells refreshMemberAccess
 * what the new member's rows hold. A MASTER_EMAILS buyer is created free: staff access is theirs.
 */
export async function findOrInviteBuyer(
  app: FastifyInstance,
  trx: Kysely<Database>,
  buyer: { email: string; name: string | null; at: Date },
  accessFor: (base: AccessSnapshot) => AccessSnapshot,
): Promise<{ id: string; created?: CreatedMember }> {
  const existing = await findUserIdByEmail(trx, buyer.email);
  if (existing) return { id: existing };
  const name = truncateText(buyer.name ?? buyer.email.split('@')[0]!, NAME_MAX_LENGTH);
  const base: AccessSnapshot = { role: 'free', accessExpiration: null, permissions: { ...FORUM_ONLY } };
  const access = app.config.masterEmails.includes(buyer.email.toLowerCase()) ? base : accessFor(base);
  const { id, link } = await createInvitedAccount(trx, app.config, {
    name,
    email: buyer.email,
    access: { ...access, accessExpiration: toDate(access.accessExpiration) },
    passwordHash: NO_PASSWORD_YET,
    at: buyer.at,
  });
  afterCommit(trx as never, () => app.mailer.send(invitationMessage(buyer.email, name, link)));
  return { id, created: { email: buyer.email, base, stored: access } };
}
