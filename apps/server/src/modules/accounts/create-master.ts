import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MailMessage, Mailer } from '../../mail/mailer.js';
import { ensureMemberRows } from '../../auth/member.repository.js';
import { deleteSessionsOf, findUserIdByEmail, promoteToMaster } from './master.repository.js';

/** A mailer that keeps the action links instead of sending them. */
export function capturingMailer(): Mailer & { links: string[] } {
  const links: string[] = [];
  return {
    links,
    send(message: MailMessage) {
      if (message.link) links.push(message.link);
    },
    async flush() {},
  };
}

/**
 * Creates the account (or takes the existing one) and makes it master with
 * every permission. Returns nothing secret: the caller asks for a set-password
 * link through the app's mailer.
 */
export async function createOrPromoteMaster(app: FastifyInstance, email: string, name: string): Promise<string> {
  const db = app.database.db;
  let userId = await findUserIdByEmail(db, email);
  if (!userId) {
    // A random password that nobody ever sees; the master chooses theirs through the link.
    const password = randomBytes(32).toString('base64url');
    const created = await app.auth.api.signUpEmail({ body: { name, email, password } });
    await deleteSessionsOf(db, created.user.id);
    userId = created.user.id;
  }
  const masterId = userId;
  await ensureMemberRows(db, masterId);
  await db.transaction().execute((trx) => promoteToMaster(trx, masterId));
  await app.auth.api.requestPasswordReset({ body: { email } });
  return masterId;
}
