import type { NotificationPreferenceKind, NotificationPreferences, UnsubscribeKind } from '@blivion/shared';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_KINDS,
  NOTIFICATION_PREFERENCE_OF,
} from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Member } from '../../auth/member.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { memberExists } from '../accounts/index.js';
import * as repo from './preferences.repository.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

const DIGEST = 'weeklyDigest';

/** The member's choices, the defaults (decision 0100) where they chose nothing. */
export async function readPreferences(db: Kysely<Database>, userId: string): Promise<NotificationPreferences> {
  const rows = await repo.preferencesOf(db, userId);
  const preferences = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  for (const row of rows) {
    if (row.kind === DIGEST) preferences.weeklyDigest = Boolean(row.email);
    else if ((NOTIFICATION_PREFERENCE_KINDS as readonly string[]).includes(row.kind)) {
      preferences.kinds[row.kind as NotificationPreferenceKind] = {
        inApp: Boolean(row.in_app),
        email: Boolean(row.email),
      };
    }
  }
  return preferences;
}

/** Replaces the member's own choices, every kind at once, in one transaction; returns them as stored. */
export async function savePreferences(
  app: FastifyInstance,
  member: Member,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  const choices = NOTIFICATION_PREFERENCE_KINDS.map((kind) => ({ kind, ...input.kinds[kind] }));
  choices.push({ kind: DIGEST as NotificationPreferenceKind, inApp: false, email: input.weeklyDigest });
  await app.database.db.transaction().execute((trx) => repo.saveChoices(trx, member.id, choices));
  return readPreferences(app.database.db, member.id);
}

/** Who of the recipients gets a raised kind in the bell and who by e-mail (kinds with no preference: the bell only). */
export async function channelsFor(
  db: Kysely<Database>,
  recipients: string[],
  raisedKind: string,
): Promise<{ inApp: string[]; email: string[]; preference: NotificationPreferenceKind | null }> {
  const preference = NOTIFICATION_PREFERENCE_OF[raisedKind] ?? null;
  if (preference === null || recipients.length === 0) return { inApp: recipients, email: [], preference };
  const defaults = DEFAULT_NOTIFICATION_PREFERENCES.kinds[preference];
  const stored = await repo.choicesFor(db, recipients, preference);
  const inApp: string[] = [];
  const email: string[] = [];
  for (const recipient of recipients) {
    const row = stored.get(recipient);
    if (row ? Boolean(row.in_app) : defaults.inApp) inApp.push(recipient);
    if (row ? Boolean(row.email) : defaults.email) email.push(recipient);
  }
  return { inApp, email, preference };
}

/** The members among these who chose the weekly digest. */
export async function digestSubscribers(db: Kysely<Database>, userIds: string[]): Promise<string[]> {
  const stored = await repo.choicesFor(db, userIds, DIGEST);
  return userIds.filter((id) => Boolean(stored.get(id)?.email));
}

/**
 * The unsubscribe link: switches off the e-mail of the kind the signed token names for the member
 * it names, keeping the in-app choice. A token this server did not sign, or a member who no
 * longer exists, is refused and nothing changes.
 */
export async function unsubscribe(app: FastifyInstance, token: string): Promise<UnsubscribeKind> {
  const named = readUnsubscribeToken(app.config.authSecret, token);
  if (!named) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
  const db = app.database.db;
  await db.transaction().execute(async (trx) => {
    if (!(await memberExists(trx, named.userId))) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
    const inAppDefault = named.kind === DIGEST ? false : DEFAULT_NOTIFICATION_PREFERENCES.kinds[named.kind].inApp;
    await repo.switchEmailOff(trx, named.userId, named.kind, inAppDefault);
  });
  return named.kind;
}
