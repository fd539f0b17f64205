import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HISTORICAL_MIGRATIONS, foreignTables, ownershipProblems, readOwnership } from './table-ownership.js';

/**
 * Cross-module SQL goes through the owner's door (docs/decisions/0132): a module's code names in SQL
 * only the tables its own `*.tables.ts` declares. Fixtures prove the scan fires and stays quiet.
 */
const root = path.resolve(import.meta.dirname, '..');
const serverSrc = path.join(root, 'apps/server/src');
const ownership = readOwnership(serverSrc);
const fixture = (name: string) => readFileSync(path.join(root, 'lint/fixtures', name), 'utf8');

describe('table ownership', () => {
  it('reads every module’s tables (the check is not vacuous)', () => {
    expect(ownership.get('user')?.owner).toBe('accounts');
    expect(ownership.get('profiles')?.columns.has('role')).toBe(true);
    expect(ownership.get('system_settings')?.owner).toBe('settings');
    expect(ownership.get('forum_replies')?.owner).toBe('forum');
    expect(ownership.get('job_runs')?.owner).toBe('jobs');
    expect(ownership.size).toBeGreaterThan(60);
  });

  it('finds no module naming another module’s table in SQL', () => {
    expect(ownershipProblems(serverSrc, ownership)).toEqual([]);
  });

  it('fails on a join, a column reference, raw SQL and a delete on tables another module owns', () => {
    expect(
      foreignTables('forum', 'fixture.repository.ts', fixture('server-module-names-foreign-table.ts'), ownership),
    ).toEqual([
      'forum/fixture.repository.ts:9 names "user" (owned by accounts)',
      'forum/fixture.repository.ts:15 names "profiles" (owned by accounts)',
      'forum/fixture.repository.ts:19 names "profiles" (owned by accounts)',
      'forum/fixture.repository.ts:23 names "notifications" (owned by notifications)',
    ]);
  });

  it('stays quiet on the module’s own tables, a door’s join, and the same words outside SQL', () => {
    expect(
      foreignTables('forum', 'fixture.repository.ts', fixture('server-module-names-own-tables.ts'), ownership),
    ).toEqual([]);
  });

  it('keeps its list of historical migrations true (each one still names what it allows)', () => {
    const withoutHistory = ownershipProblems(serverSrc, ownership, {});
    for (const [file, tables] of Object.entries(HISTORICAL_MIGRATIONS))
      for (const table of tables)
        expect(withoutHistory.some((line) => line.startsWith(`${file}:`) && line.includes(`"${table}"`))).toBe(true);
    expect(withoutHistory.every((line) => line.split(':')[0]?.includes('/migrations/'))).toBe(true);
  });
});
