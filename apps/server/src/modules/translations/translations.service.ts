import { randomBytes } from 'node:crypto';
import type { TranslationsResponse } from '@blivion/shared';
import { flattenCatalogue, isCatalogueKey } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, fieldError } from '../../http/app-error.js';
import { recordAudit } from '../audit/index.js';
import type { Member } from '../../auth/member.js';
import * as repo from './translations.repository.js';

/** The version of a database that never had an override. */
const INITIAL_VERSION = 'v0';
const defaults = flattenCatalogue();

export async function currentVersion(app: FastifyInstance): Promise<string> {
  return (await repo.readVersion(app.database.db)) ?? INITIAL_VERSION;
}

export async function translations(app: FastifyInstance): Promise<TranslationsResponse> {
  const db = app.database.db;
  // The version first: should a write land in between, the content is newer than the version, never older,
  // and the next load sees the new version and refetches.
  const version = await repo.readVersion(db);
  return { version: version ?? INITIAL_VERSION, overrides: await repo.readOverrides(db) };
}

/** The administrators' edited texts, for catalogue texts the server renders (the bell's notifications). */
export function textOverrides(db: Kysely<Database>): Promise<Record<string, string>> {
  return repo.readOverrides(db);
}

function assertCatalogueKeys(keys: string[]): void {
  const unknown = keys.filter((key) => !isCatalogueKey(key));
  if (unknown.length > 0) {
    throw new AppError(
      'UNKNOWN_TRANSLATION_KEY',
      unknown.map((key) => fieldError(`overrides.${key}`, 'errors.UNKNOWN_TRANSLATION_KEY')),
    );
  }
}

/** Every write gets a new random version, so an ETag is never reused for other content. */
async function bumpVersion(db: Kysely<Database>, at: Date): Promise<void> {
  await repo.writeVersion(db, randomBytes(8).toString('hex'), at);
}

/** Saves the given keys: a text equal to the default removes the override. */
export async function saveOverrides(
  app: FastifyInstance,
  actor: Member,
  overrides: Record<string, string>,
): Promise<TranslationsResponse> {
  const keys = Object.keys(overrides);
  assertCatalogueKeys(keys);
  const now = app.clock.now();
  await app.database.db.transaction().execute(async (trx) => {
    const before = await repo.readOverrides(trx);
    const reset = keys.filter((key) => overrides[key] === defaults[key]);
    const changed = keys.filter((key) => overrides[key] !== defaults[key] && overrides[key] !== before[key]);
    for (const key of changed) await repo.upsertOverride(trx, key, overrides[key]!, now);
    await repo.deleteOverrides(trx, reset);
    await bumpVersion(trx, now);
    const details = {
      changed: Object.fromEntries(changed.map((key) => [key, { before: before[key] ?? null, after: overrides[key] }])),
      reset: reset.filter((key) => key in before),
    };
    await recordAudit(trx, { actor, action: 'translations.update', details, at: now });
  });
  return translations(app);
}

/** Resets one key (a catalogue key) or, with no key, every override. */
export async function resetOverrides(app: FastifyInstance, actor: Member, key?: string): Promise<TranslationsResponse> {
  if (key !== undefined) assertCatalogueKeys([key]);
  const now = app.clock.now();
  await app.database.db.transaction().execute(async (trx) => {
    const before = await repo.readOverrides(trx);
    if (key === undefined) await repo.deleteAllOverrides(trx);
    else await repo.deleteOverrides(trx, [key]);
    await bumpVersion(trx, now);
    const removed = key === undefined ? before : key in before ? { [key]: before[key] } : {};
    await recordAudit(trx, { actor, action: 'translations.reset', details: { key: key ?? null, removed }, at: now });
  });
  return translations(app);
}
