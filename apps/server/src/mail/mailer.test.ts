import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

describe('the local outbox (no SMTP_URL)', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'blivion-outbox-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('makes its folder once, and again when it was removed while the app runs', async () => {
    const outboxDir = path.join(root, 'outbox');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Blivion <nao-responda@exemplo.test>',
      outboxDir,
      logger: pino({ enabled: false }),
    });
    const message = (to: string) => ({ to, subject: 'Olá', text: 'Olá', html: '<p>Olá</p>' });
    mailer.send(message('ana@exemplo.test'));
    await mailer.flush();
    expect(readdirSync(outboxDir)).toHaveLength(1);
    rmSync(outboxDir, { recursive: true });
    mailer.send(message('bia@exemplo.test'));
    mailer.send(message('caio@exemplo.test'));
    await mailer.flush();
    expect(readdirSync(outboxDir).filter((file) => file.endsWith('.eml'))).toHaveLength(2);
  });
});
