import type { UnsubscribeKind } from '@blivion/shared';
import { translate } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterCommit, rootDatabase } from '../../db/after-commit.js';
import type { Database } from '../../db/schema.js';
import type { MailMessage } from '../../mail/mailer.js';
import { escapeHtml } from '../../mail/templates.js';
import { namesAndAddresses } from '../accounts/index.js';
import { textOverrides } from '../translations/index.js';
import { unsubscribePath, unsubscribeToken } from './unsubscribe-token.js';

const apps = new WeakMap<object, FastifyInstance>();

/** The module's onStart ties the app (its mailer and configuration) to its database handle, as announce does. */
export function attachNotificationMail(app: FastifyInstance): void {
  apps.set(app.database.db, app);
}

/** The app a database handle or transaction belongs to; null when none was attached (no e-mail goes). */
export function appOf(db: object): FastifyInstance | null {
  return apps.get(rootDatabase(db)) ?? null;
}

/** A body's parts, already in pt-BR: paragraphs of text and links. */
export type MailPart = { text: string } | { text: string; url: string };

/** Renders the parts as the plain and HTML bodies. */
function bodies(parts: MailPart[]): { text: string; html: string } {
  const text = parts.map((part) => ('url' in part ? `${part.text}: ${part.url}` : part.text)).join('\n\n');
  const html = parts
    .map((part) =>
      'url' in part
        ? `<p><a href="${escapeHtml(part.url)}">${escapeHtml(part.text)}</a></p>`
        : `<p>${escapeHtml(part.text)}</p>`,
    )
    .join('');
  return { text: `${text}\n`, html };
}

/**
 * A notification e-mail to one member: the parts, then why they receive it and the one-click
 * unsubscribe link, also in the List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058), so
 * mail clients offer it (docs/decisions/0101).
 */
export function memberMail(
  app: FastifyInstance,
  to: string,
  userId: string,
  kind: UnsubscribeKind,
  content: { subject: string; parts: MailPart[]; why: string },
  overrides: Record<string, string>,
): MailMessage {
  const url = `${app.config.publicUrl}${unsubscribePath(unsubscribeToken(app.config.authSecret, userId, kind))}`;
  const unsubscribeText = translate('features.notificationPreferences.email.unsubscribe', {}, overrides);
  return {
    to,
    subject: content.subject,
    ...bodies([...content.parts, { text: content.why }, { text: unsubscribeText, url }]),
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * Queues one e-mail per recipient about a notification, sent once the caller's transaction commits
 * (none if it rolls back). `text` is the notification's catalogue key, rendered as the bell renders it.
 */
export async function mailNotification(
  db: Kysely<Database>,
  recipientIds: string[],
  kind: UnsubscribeKind,
  notification: { actorId: string | null; text: string; params: Record<string, string | number>; link: string },
): Promise<void> {
  const app = appOf(db);
  if (!app || recipientIds.length === 0) return;
  const overrides = await textOverrides(db);
  const ids = notification.actorId === null ? recipientIds : [...recipientIds, notification.actorId];
  const people = await namesAndAddresses(db, ids);
  const actorName = people.find((person) => person.id === notification.actorId)?.name;
  const actor = actorName ?? translate('shell.topBar.someone', {}, overrides);
  const text = translate(notification.text, { ...notification.params, actor }, overrides);
  const academy = translate('common.appName', {}, overrides);
  const kindName = translate(`features.notificationPreferences.kinds.${kind}`, {}, overrides);
  const wanted = new Set(recipientIds);
  const messages = people
    .filter((person) => wanted.has(person.id))
    .map((person) =>
      memberMail(
        app,
        person.email,
        person.id,
        kind,
        {
          subject: translate('features.notificationPreferences.email.subject', { academy }, overrides),
          parts: [
            { text: translate('features.notificationPreferences.email.greeting', { name: person.name }, overrides) },
            { text },
            {
              text: translate('features.notificationPreferences.email.open', {}, overrides),
              url: `${app.config.publicUrl}${notification.link}`,
            },
          ],
          why: translate('features.notificationPreferences.email.why', { kind: kindName }, overrides),
        },
        overrides,
      ),
    );
  afterCommit(db as never, () => {
    for (const message of messages) app.mailer.send(message);
  });
}
