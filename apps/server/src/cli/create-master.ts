import { parseArgs } from 'node:util';
import { emailField, nameField } from '@blivion/shared';
import { buildApp } from '../app.js';
import { loadConfig } from '../env.js';
import { capturingMailer, createOrPromoteMaster } from '../modules/accounts/index.js';
import { prepareDatabase } from '../startup.js';

const USAGE = 'Uso: npm run create-master -- --email pessoa@exemplo.com [--name "Nome"]';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const email = emailField.safeParse(values.email ?? '');
  if (!email.success) throw new Error(USAGE);
  const name = nameField.parse(values.name ?? email.data.split('@')[0]);

  const mailer = capturingMailer();
  const app = await buildApp({ config: loadConfig(), mailer, logger: { level: 'warn' } });
  try {
    await prepareDatabase(app);
    await createOrPromoteMaster(app, email.data, name);
    const link = mailer.links.at(-1);
    if (!link) throw new Error('Não foi possível gerar o link para definir a senha.');
    console.log(`${email.data} agora é master.`);
    console.log(`Link único para definir a senha (vale por 1 hora):\n${link}`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
