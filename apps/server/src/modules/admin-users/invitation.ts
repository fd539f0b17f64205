import { randomBytes, randomUUID } from 'node:crypto';
import { INVITATION_LINK_TTL_SECONDS, translate } from '@blivion/shared';
import type { Kysely } from 'kysely';
import { resetPasswordUrl } from '../../auth/auth.js';
import type { Database } from '../../db/schema.js';
import type { Config } from '../../env.js';
import type { MailMessage } from '../../mail/mailer.js';
import { insertResetToken } from '../accounts/index.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Stores a single-use set-password token for the new member, valid 72 hours,
 * exactly as better-auth stores its reset tokens, and returns the link to the
 * web page that posts it to /api/auth/reset-password. Call it in the
 * transaction that creates the account.
 */
export async function createInvitationLink(
  db: Kysely<Database>,
  config: Config,
  userId: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_LINK_TTL_SECONDS * 1000);
  await insertResetToken(db, { id: randomUUID(), token, userId, expiresAt, at: now });
  return resetPasswordUrl(config, token);
}

export function invitationMessage(to: string, name: string, url: string): MailMessage {
  const greeting = translate('adminEmail.invitationGreeting', { name });
  const body = translate('adminEmail.invitationBody');
  const ignore = translate('adminEmail.invitationIgnore');
  return {
    to,
    link: url,
    subject: translate('adminEmail.invitationSubject'),
    text: `${greeting}\n\n${body}\n\n${url}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}
