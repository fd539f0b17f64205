import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link the message carries, if any (the create-master command prints it). */
  link?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) of notification e-mails. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Queues the message and returns at once, so response times do not reveal whether a recipient exists. */
  send(message: MailMessage): void;
  /** Resolves when every queued message was delivered or failed (tests and shutdown wait on it). */
  flush(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: FastifyBaseLogger;
}

/** Sends through SMTP when SMTP_URL is set; otherwise writes each message to DATA_DIR/outbox as a .eml file. */
export function createMailer({ smtpUrl, from, outboxDir, logger }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();
  let outboxMade = false;

  /** Writes a message to the outbox; the folder is made once, and again if it was removed meanwhile. */
  async function writeToOutbox(message: Buffer): Promise<string> {
    const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
    if (!outboxMade) await mkdir(outboxDir, { recursive: true });
    outboxMade = true;
    try {
      await writeFile(file, message, { mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(outboxDir, { recursive: true });
      await writeFile(file, message, { mode: 0o600 });
    }
    return file;
  }

  async function deliver(message: MailMessage): Promise<void> {
    const { link: _link, ...content } = message;
    const info = await transport.sendMail({ from, ...content });
    if (smtpUrl) {
      logger.info({ messageId: info.messageId }, 'e-mail sent through SMTP');
      return;
    }
    const file = await writeToOutbox((info as unknown as { message: Buffer }).message);
    logger.info({ file }, 'no SMTP_URL configured: e-mail written to the local outbox');
  }

  return {
    send(message) {
      const delivery = deliver(message)
        .catch((err: unknown) => logger.error({ err }, 'e-mail delivery failed'))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
