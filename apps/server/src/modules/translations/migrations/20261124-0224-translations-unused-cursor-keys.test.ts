import type { TranslationsResponse } from '@blivion/shared';
import { isCatalogueKey } from '@blivion/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { REMOVED_CURSOR_KEYS, unusedCursorKeys } from './20261124-0224-translations-unused-cursor-keys.js';

describe('migration translations-unused-cursor-keys', () => {
  let t: TestApp;
  const overridesNow = () => t.app.inject({ method: 'GET', url: '/api/translations' });
  const read = async () => (await overridesNow()).json<TranslationsResponse>();
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('drops the overrides of the two removed cursor texts and keeps the general one', async () => {
    expect(REMOVED_CURSOR_KEYS.filter((key) => isCatalogueKey(key))).toEqual([]);
    expect(isCatalogueKey('validation.cursorInvalid')).toBe(true);
    const db = t.app.database.db;
    for (const [key, value] of [
      ['forumValidation.cursorInvalid', 'Lista do fórum desatualizada.'],
      ['adminValidation.cursorInvalid', 'Lista de membros desatualizada.'],
      ['validation.cursorInvalid', 'Esta página da lista não vale mais.'],
    ]) {
      await sql`insert into translation_overrides (key, value) values (${key}, ${value})`.execute(db);
    }
    const before = await read();
    expect(before.overrides['forumValidation.cursorInvalid']).toBe('Lista do fórum desatualizada.');

    await unusedCursorKeys().up(db as never);
    const after = await read();
    expect(Object.keys(after.overrides).filter((key) => !isCatalogueKey(key))).toEqual([]);
    expect(after.overrides['validation.cursorInvalid']).toBe('Esta página da lista não vale mais.');
    expect(after.version).not.toBe(before.version);

    // Run again (nothing left to drop): the version stays, so browsers keep their copy.
    await unusedCursorKeys().up(db as never);
    expect((await read()).version).toBe(after.version);
  });
});
