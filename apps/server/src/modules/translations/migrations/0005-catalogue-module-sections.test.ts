import type { TranslationsResponse } from '@blivion/shared';
import { isCatalogueKey } from '@blivion/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { catalogueModuleSections } from './0005-catalogue-module-sections.js';

describe('the courses, AI lab and AdSpy texts in sections of their own', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const read = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/translations' })).json<TranslationsResponse>();
  const store = async (overrides: Record<string, string>) => {
    for (const [key, value] of Object.entries(overrides)) {
      await sql`insert into translation_overrides (key, value) values (${key}, ${value})`.execute(t.app.database.db);
    }
  };

  it('keep the overrides an administrator saved under the old keys, and drop those of removed texts', async () => {
    await store({
      'features.courses.title': 'Trilhas',
      'features.aiLab.chat.send': 'Mandar',
      'features.adSpy.tabs.competitors': 'Rivais',
      'features.aiLab.chat.total': '{{count}} membros',
      'features.forum.title': 'Comunidade',
    });
    const before = await read();

    await catalogueModuleSections().up(t.app.database.db as never);
    const after = await read();
    expect(after.overrides).toMatchObject({
      'courses.title': 'Trilhas',
      'aiLab.chat.send': 'Mandar',
      'adSpy.tabs.competitors': 'Rivais',
      'features.forum.title': 'Comunidade',
    });
    const keys = Object.keys(after.overrides);
    expect(keys.filter((key) => !isCatalogueKey(key))).toEqual([]);
    expect(after.version).not.toBe(before.version);

    await catalogueModuleSections().down(t.app.database.db as never);
    expect((await read()).overrides).toMatchObject({
      'features.courses.title': 'Trilhas',
      'features.forum.title': 'Comunidade',
    });
  });
});
