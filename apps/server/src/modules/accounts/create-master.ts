/* eslint-disable no-restricted-syntax -- issue 12: its SQL moves to a repository in the following commits */
import { randomBytes } from 'node:crypto';
import { ALL_PERMISSIONS } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { MailMessage, Mailer } from '../../mail/mailer.js';
// eslint-disable-next-line import-x/no-restricted-paths -- issue 12: fixed in the following commits
import { ensureMemberRows } from '../me/me.repository.js';

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
  let user = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  if (!user) {
    // A random password that nobody ever sees; the master chooses theirs through the link.
    const password = randomBytes(32).toString('base64url');
    const created = await app.auth.api.signUpEmail({ body: { name, email, password } });
    await db.deleteFrom('session').where('userId', '=', created.user.id).execute();
    user = { id: created.user.id };
  }
  const userId = user.id;
  await ensureMemberRows(db, userId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('profiles')
      .set({ role: 'master', access_expiration: null, updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('user_permissions')
      .set({
        forum: true,
        courses: ALL_PERMISSIONS.courses,
        ai_lab: ALL_PERMISSIONS.aiLab,
        ad_spy: ALL_PERMISSIONS.adSpy,
      })
      .where('user_id', '=', userId)
      .execute();
  });
  await app.auth.api.requestPasswordReset({ body: { email } });
  return userId;
}
