import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import type { ParsedMail } from './mail.js';
import { parseMail } from './mail.js';
import type { TestApp } from './test-app.js';
import { createTestApp } from './test-app.js';

export interface TestSmtpServer {
  url: string;
  messages: Array<ParsedMail & { envelopeTo: string[] }>;
  /** Resolves with the first message delivered to `email`, waiting up to `timeoutMs`. */
  waitForMessageTo(email: string, timeoutMs?: number): Promise<ParsedMail & { envelopeTo: string[] }>;
  close(): Promise<void>;
}

/** A real SMTP server in this process, on a free port of 127.0.0.1, that keeps what it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: TestSmtpServer['messages'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        messages.push({ ...parseMail(Buffer.concat(chunks).toString('utf8')), envelopeTo });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMessageTo(email, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((message) => message.envelopeTo.includes(email.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no message to ${email} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a describe block: a test SMTP server started before it and a test app that sends to it
 * (SMTP_URL set), both closed after it. Read `smtp` and `t` inside the tests.
 */
export function useSmtpTestApp(): { readonly smtp: TestSmtpServer; readonly t: TestApp } {
  const context = {} as { smtp: TestSmtpServer; t: TestApp };
  beforeAll(async () => {
    context.smtp = await startSmtpServer();
    context.t = await createTestApp({
      env: { SMTP_URL: context.smtp.url, MAIL_FROM: 'Blivion <contato@blivion.test>' },
    });
  });
  afterAll(async () => {
    await context.t?.close();
    await context.smtp?.close();
  });
  return context;
}
