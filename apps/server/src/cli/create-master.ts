import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ALL_PERMISSIONS, emailField, nameField } from '@blivion/shared';
import { buildApp } from '../app.js';
import { ConfigError, loadConfig } from '../env.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import { ensureMemberRows } from '../modules/me/me.repository.js';
import { prepareDatabase } from '../startup.js';

const USAGE = 'Uso: npm run create-master -- --email pessoa@exemplo.com [--name "Nome"]';

/** Keeps the set-password link to print it instead of e-mailing it. */
function capturingMailer(): Mailer & { links: string[] } {
  const links: string[] = [];
  return {
    links,
    send(message: MailMessage) {
      if (message.link) links.push(message.link);
    },
    async flush() {},
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const email = emailField.safeParse(values.email ?? '');
  if (!email.success) throw new Error(USAGE);
  const name = nameField.parse(values.name ?? email.data.split('@')[0]);

  const mailer = capturingMailer();
  const app = await buildApp({ config: loadConfig(), mailer, logger: { level: 'warn' } });
  try {
    await prepareDatabase(app);
    const db = app.database.db;
    let user = await db.selectFrom('user').select('id').where('email', '=', email.data).executeTakeFirst();
    if (!user) {
      // A random password that nobody ever sees; the master chooses theirs through the link.
      const password = randomBytes(32).toString('base64url');
      const created = await app.auth.api.signUpEmail({ body: { name, email: email.data, password } });
      await db.deleteFrom('session').where('userId', '=', created.user.id).execute();
      user = { id: created.user.id };
    }
    await ensureMemberRows(db, user.id);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('profiles')
        .set({ role: 'master', access_expiration: null, updated_at: new Date() })
        .where('user_id', '=', user.id)
        .execute();
      await trx
        .updateTable('user_permissions')
        .set({
          forum: true,
          courses: ALL_PERMISSIONS.courses,
          ai_lab: ALL_PERMISSIONS.aiLab,
          ad_spy: ALL_PERMISSIONS.adSpy,
        })
        .where('user_id', '=', user.id)
        .execute();
    });
    await app.auth.api.requestPasswordReset({ body: { email: email.data } });
    const link = mailer.links.at(-1);
    if (!link) throw new Error('Não foi possível gerar o link para definir a senha.');
    console.log(`${email.data} agora é master.`);
    console.log(`Link único para definir a senha (vale por 1 hora):\n${link}`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
