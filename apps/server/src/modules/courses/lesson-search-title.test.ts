import type { CourseContent, SiteSearchResult } from '@blivion/shared';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesApi } from '../../test-support/courses.js';
import { createStaff } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { lessonSearchTitle } from './migrations/20261124-0400-courses-lesson-search-title.js';
import { lessonSearchIndex } from './migrations/20261124-0640-courses-lesson-search-index.js';
import { lessonSearchTrigram } from './migrations/20261124-0920-courses-lesson-search-trigram.js';

describe('migration 20261124-0400-courses-lesson-search-title', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fills the folded title of the lessons that existed before it', async () => {
    const courses = coursesApi(t);
    const admin = await createStaff(t.app, 'admin');
    const { course } = await courses.course(admin, { lessons: [2] });
    const content = courses.content([2]);
    content.modules[0]!.lessons[0]!.title = 'Introdução à Ação';
    content.modules[0]!.lessons[1]!.title = 'CONCLUSÃO Prática';
    await courses.ok<CourseContent>(courses.request(admin, 'PUT', `/admin/courses/${course.id}/content`, content));

    // The lessons as the previous version left them: no folded title.
    // Migrations see the schema untyped, as the migrator gives it to them.
    const untyped = t.app.database.db as unknown as Kysely<unknown>;
    const migration = lessonSearchTitle();
    const searchIndex = lessonSearchIndex();
    const trigram = lessonSearchTrigram(t.app.database.kind);
    await trigram.down(untyped);
    await searchIndex.down(untyped);
    await migration.down(untyped);
    await migration.up(untyped);
    await searchIndex.up(untyped);
    // As the migrator runs it: in a transaction (its savepoint needs one).
    await untyped.transaction().execute((trx) => trigram.up(trx));

    const rows = await t.app.database.db
      .selectFrom('course_lessons')
      .select(['title', 'search_title'])
      .where('course_id', '=', Number(course.id))
      .orderBy('position')
      .execute();
    expect(rows).toEqual([
      { title: 'Introdução à Ação', search_title: 'introducao a acao' },
      { title: 'CONCLUSÃO Prática', search_title: 'conclusao pratica' },
    ]);
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent('acao introducao')}`,
      headers: { cookie: admin.cookie },
    });
    expect(found.json<SiteSearchResult>().lessons.map((hit) => hit.title)).toEqual(['Introdução à Ação']);
  });
});
