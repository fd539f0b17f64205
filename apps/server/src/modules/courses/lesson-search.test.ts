import type { CourseContent } from '@blivion/shared';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { coursesAdminApp, type coursesApi } from '../../test-support/courses.js';
import { testDatabaseKind } from '../../test-support/test-database.js';
import type { TestApp } from '../../test-support/test-app.js';
import { findActiveLessonsByTitle } from './lessons.repository.js';
import { lessonSearchTrigram } from './migrations/20261124-0920-courses-lesson-search-trigram.js';

describe('the lessons of the top bar search', () => {
  let t: TestApp;
  let api: ReturnType<typeof coursesApi>;
  let admin: TestMember;
  // A word of this run only, so the database may hold other lessons.
  const word = `quasar${Date.now().toString(36).replace(/\d/g, '')}`;

  beforeAll(async () => {
    ({ t, api, admin } = await coursesAdminApp());
  });
  afterAll(() => t.close());

  /** Saves the course's content: modules of lesson titles, keeping the ids given. */
  async function save(courseId: string, modules: Array<{ id?: string; lessons: Array<[string, string?]> }>) {
    const content = {
      modules: modules.map((module, m) => ({
        ...(module.id ? { id: module.id } : {}),
        title: `MÓDULO ${m + 1}`,
        lessons: module.lessons.map(([title, id]) => ({
          ...(id ? { id } : {}),
          title,
          descriptionMd: '',
          video: { kind: 'none' as const },
          durationSeconds: 60,
        })),
      })),
    };
    return api.ok<CourseContent>(api.request(admin, 'PUT', `/admin/courses/${courseId}/content`, content));
  }

  it('gives the matches in the catalogue’s order by either way of reading them', async () => {
    const { course: later } = await api.course(admin, { lessons: [1] });
    const { course: first } = await api.course(admin, { lessons: [1] });
    const { course: inactive } = await api.course(admin, { lessons: [1], active: false });
    await save(inactive.id, [{ lessons: [[`${word} no rascunho`]] }]);
    await save(later.id, [{ lessons: [[`${word} do curso seguinte`]] }]);
    // Written in one order, then the modules and lessons swapped: ids no longer follow the order.
    const written = await save(first.id, [
      { lessons: [[`${word} A`], [`${word} B`]] },
      { lessons: [[`${word} C`], ['Outro assunto']] },
    ]);
    const [m1, m2] = written.modules;
    await save(first.id, [
      {
        id: m2!.id,
        lessons: [
          ['Outro assunto', m2!.lessons[1]!.id],
          [`${word} C`, m2!.lessons[0]!.id],
        ],
      },
      {
        id: m1!.id,
        lessons: [
          [`${word} B`, m1!.lessons[1]!.id],
          [`${word} A`, m1!.lessons[0]!.id],
        ],
      },
    ]);
    // The course created second comes first in the catalogue.
    await sql`update courses set position = 0 where id = ${Number(first.id)}`.execute(t.app.database.db);

    const expected = [`${word} C`, `${word} B`, `${word} A`, `${word} do curso seguinte`];
    for (const candidates of [100, 4, 3, 1]) {
      const found = await findActiveLessonsByTitle(t.app.database.db, [word], 10, candidates);
      expect(
        found.map((row) => row.title),
        `${candidates} candidates`,
      ).toEqual(expected);
      expect(found[0]).toMatchObject({ course_id: Number(first.id), course_title: 'Curso de Teste' });
      const firstTwo = await findActiveLessonsByTitle(t.app.database.db, [word], 2, candidates);
      expect(firstTwo.map((row) => row.title)).toEqual(expected.slice(0, 2));
    }
    expect(await findActiveLessonsByTitle(t.app.database.db, [word, 'rascunho'], 10, 100)).toEqual([]);
    expect(await findActiveLessonsByTitle(t.app.database.db, [word, 'rascunho'], 10, 0)).toEqual([]);
  });

  it.runIf(testDatabaseKind() === 'postgres')('finds them by the trigram index on PostgreSQL', async () => {
    const plan = await t.app.database.db.transaction().execute(async (trx) => {
      // The test's table is small enough for a scan: the plan is asked whether the index can answer.
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        explain select id from course_lessons where search_title like ${`%${word}%`}`.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Bitmap Index Scan on course_lessons_search_trgm_idx');
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'leaves the migrations’ transaction usable when the index cannot be made',
    async () => {
      const answer = await t.app.database.db.transaction().execute(async (trx) => {
        // A schema without the lessons' table: the index fails as a missing extension would.
        await sql`create schema lesson_search_fallback`.execute(trx);
        await sql`set local search_path = lesson_search_fallback`.execute(trx);
        await lessonSearchTrigram('postgres').up(trx as unknown as Kysely<unknown>);
        const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(trx);
        await sql`drop schema lesson_search_fallback`.execute(trx);
        return rows[0]?.answer;
      });
      expect(answer).toBe(42);
    },
  );
});
