import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { Migrator } from 'kysely/migration';
import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authOptions } from './auth/auth.js';
import type { MigrationSource } from './db/migrate.js';
import { LEGACY_MIGRATION_NAMES, collectMigrations, migrateToLatest } from './db/migrate.js';
import { serverModules } from './module-list.js';
import { accountsAndSettings } from './modules/accounts/migrations/0001-accounts-and-settings.js';
import { administration } from './modules/admin-users/migrations/0002-administration.js';
import { forumModule } from './modules/forum/forum.module.js';
import { forum } from './modules/forum/migrations/0003-forum.js';
import { forumExcerpts } from './modules/forum/migrations/0004-forum-excerpts.js';
import { catalogueModuleSections } from './modules/translations/migrations/0005-catalogue-module-sections.js';
import type { TestMember } from './test-support/factories.js';
import { STRONG_PASSWORD, getMe, sessionCookie, signIn, uniqueEmail } from './test-support/factories.js';
import { ensureMemberRows } from './auth/member.repository.js';
import { hashPassword } from './auth/password-hash.js';
import { forumApi } from './test-support/forum.js';
import type { TestApp } from './test-support/test-app.js';
import { createTestApp } from './test-support/test-app.js';

function optionsOf(app: FastifyInstance) {
  return authOptions({ config: app.config, database: app.database, mailer: app.mailer, logger: app.log });
}

/**
 * The start of commit b2400bd, the last before modules declared their migrations: better-auth's
 * tables, then its migration list by the names it recorded (Kysely's default ordering), then the
 * forum's first-run categories and score weights.
 */
async function startAsPreviousCommit(app: FastifyInstance): Promise<void> {
  await (await getMigrations(optionsOf(app))).runMigrations();
  const kind = app.database.kind;
  const previous: Record<string, Migration> = {
    '0001-accounts-and-settings': accountsAndSettings(kind),
    '0002-administration': administration(kind),
    '0003-forum': forum(kind),
    '0004-forum-excerpts': forumExcerpts(),
    '0005-catalogue-module-sections': catalogueModuleSections(),
  };
  const schema =
    kind === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(app.database.db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: app.database.db,
    provider: { getMigrations: async () => previous },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  await forumModule.firstRunData?.(app);
  // Its start recorded the ranking weights its scores followed (before lessons counted).
  await app.database.db
    .insertInto('system_settings')
    .values({
      key: 'forumScoreWeights',
      value: JSON.stringify({ topic: 5, reply: 2, likeReceived: 1 }),
      updated_at: new Date(),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/**
 * A member as the previous commit's sign-up wrote one (today's sign-up also writes columns added
 * since, such as "user".name_key): better-auth's user and credential rows, the profile and switches.
 */
async function memberAsPreviousCommit(app: FastifyInstance, name: string): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = uniqueEmail();
  const at = new Date();
  const db = app.database.db;
  await sql`insert into "user" (id, name, email, "emailVerified", image, "createdAt", "updatedAt")
    values (${id}, ${name}, ${email}, ${false}, ${null}, ${at}, ${at})`.execute(db);
  await sql`insert into account (id, "accountId", "providerId", "userId", password, "createdAt", "updatedAt")
    values (${randomUUID()}, ${id}, 'credential', ${id}, ${await hashPassword(STRONG_PASSWORD)}, ${at}, ${at})`.execute(
    db,
  );
  await ensureMemberRows(db, id);
  return { id, email };
}

/** A topic as the previous commit wrote it: only the columns its schema had (today's API reads newer ones). */
async function topicAsPreviousCommit(app: FastifyInstance, member: { id: string }): Promise<string> {
  const db = app.database.db;
  const category = await db.selectFrom('forum_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const at = new Date();
  const row = await db
    .insertInto('forum_topics')
    .values({
      category_id: category.id,
      author_id: member.id,
      title: 'Antes da atualização',
      content: 'Conteúdo do tópico.',
      excerpt: 'Conteúdo do tópico.',
      tags: '[]',
      score_period: '2026-11',
      created_at: at,
      last_activity_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

async function recordedMigrations(app: FastifyInstance): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
    app.database.db,
  );
  return rows.map((row) => row.name);
}

const fixtureTable = (migrationName: string) => `fixture_${migrationName.replaceAll('-', '_')}`;

/** A module whose migrations each create a table named after the migration. */
function fixtureModule(names: string[]): MigrationSource {
  const migrations = Object.fromEntries(
    names.map((name) => [
      name,
      () => ({
        up: async (db) => {
          await db.schema.createTable(fixtureTable(name)).addColumn('id', 'integer').execute();
        },
      }),
    ]),
  ) satisfies MigrationSource['migrations'];
  return { name: 'upgrade-fixture', migrations };
}

describe('a database migrated by the previous commit', () => {
  let t: TestApp;
  let member: { id: string; email: string };
  let topicId: string;
  beforeAll(async () => {
    t = await createTestApp({ prepare: startAsPreviousCommit });
    member = await memberAsPreviousCommit(t.app, 'Érica Antiga');
    topicId = await topicAsPreviousCommit(t.app, member);
  });
  afterAll(async () => t.close());

  it('upgrades: runs only the migrations written since, keeps the recorded names, and its data works', async () => {
    const before = await recordedMigrations(t.app);
    expect(before).toEqual([...LEGACY_MIGRATION_NAMES]);
    const declared = Object.keys(collectMigrations(serverModules, t.app.database.kind));
    const written = declared.filter((name) => !before.includes(name)).sort();

    expect(await migrateToLatest(t.app.database, optionsOf(t.app), serverModules)).toEqual(written);
    expect(await recordedMigrations(t.app)).toEqual([...before, ...written].sort());
    expect(await migrateToLatest(t.app.database, optionsOf(t.app), serverModules)).toEqual([]);
    await forumModule.onStart?.(t.app);

    const signedIn = await signIn(t.app, member.email, STRONG_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = sessionCookie(signedIn);
    expect((await getMe(t.app, cookie)).json().user.id).toBe(member.id);
    const key = await t.app.database.db.selectFrom('user').select('name_key').where('id', '=', member.id).execute();
    expect(key).toEqual([{ name_key: 'erica antiga' }]);
    const api = forumApi(t);
    const signedInMember = { ...member, cookie } as TestMember;
    await api.reply(signedInMember, topicId, 'Depois da atualização.');
    const topic = await api.ok<{ title: string; replyCount: number }>(
      api.request(signedInMember, 'GET', `/topics/${topicId}`),
    );
    expect(topic).toMatchObject({ title: 'Antes da atualização', replyCount: 1 });
  });

  it('runs a module migration that lands after one with a later name has run', async () => {
    const late = '20991231-2359-upgrade-fixture-late';
    const early = '20991231-2358-upgrade-fixture-early';
    const options = optionsOf(t.app);
    expect(await migrateToLatest(t.app.database, options, [...serverModules, fixtureModule([late])])).toEqual([late]);
    expect(await migrateToLatest(t.app.database, options, [...serverModules, fixtureModule([early, late])])).toEqual([
      early,
    ]);
    const names = await recordedMigrations(t.app);
    expect(names.slice(-2)).toEqual([early, late]);
    for (const name of [early, late]) {
      const { rows } = await sql
        .raw<{ n: number }>(`select count(*) as n from ${fixtureTable(name)}`)
        .execute(t.app.database.db);
      expect(Number(rows[0]!.n)).toBe(0);
    }
  });
});

describe('the modules’ migrations', () => {
  it('keep every name a database may have recorded before, and name the others by date and module', () => {
    const declared = serverModules.flatMap((serverModule) =>
      Object.keys(serverModule.migrations ?? {}).map((name) => ({ module: serverModule.name, name })),
    );
    for (const legacy of LEGACY_MIGRATION_NAMES) expect(declared.map(({ name }) => name)).toContain(legacy);
    for (const { module, name } of declared.filter(({ name }) => !LEGACY_MIGRATION_NAMES.includes(name as never))) {
      expect(name).toMatch(new RegExp(`^\\d{8}-\\d{4}-${module}-`));
    }
    expect(() => collectMigrations(serverModules, 'sqlite')).not.toThrow();
  });

  it('refuse a name declared twice and a name outside the scheme', () => {
    const twice = fixtureModule(['20991231-2359-upgrade-fixture-twice']);
    expect(() => collectMigrations([twice, twice], 'sqlite')).toThrow(/declared twice/);
    expect(() => collectMigrations([fixtureModule(['0005-upgrade-fixture'])], 'sqlite')).toThrow(/does not follow/);
    expect(() => collectMigrations([fixtureModule(['20991231-2359-forum-elsewhere'])], 'sqlite')).toThrow(
      /does not follow/,
    );
  });
});
