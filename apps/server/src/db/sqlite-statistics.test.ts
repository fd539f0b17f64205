import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite, optimizeSqlite } from './database.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A file with a scores table shaped like forum_scores (one row per member and period, and a rank index). */
function scoresFile(members: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'blivion-stats-'));
  folders.push(folder);
  const file = path.join(folder, 'app.db');
  const writer = new BetterSqlite3(file);
  writer.exec(`
    create table scores (user_id text not null, period text not null, score integer not null,
      primary key (user_id, period));
    create index scores_rank_idx on scores (period, score desc, user_id);`);
  const insert = writer.prepare('insert into scores (user_id, period, score) values (?, ?, ?)');
  writer.transaction(() => {
    for (let i = 0; i < members; i += 1) {
      insert.run(`member-${i}`, 'all', i % 997);
      if (i % 3 === 0) insert.run(`member-${i}`, '2026-11', i % 97);
    }
  })();
  writer.close();
  return file;
}

const SOME_MEMBERS = Array.from({ length: 21 }, (_, i) => `member-${i * 1000}`);
const planOf = (sqlite: BetterSqlite3.Database) =>
  sqlite
    .prepare(
      `explain query plan select user_id, score from scores where period = ? and user_id in (${SOME_MEMBERS.map(() => '?').join(', ')})`,
    )
    .all('all', ...SOME_MEMBERS)
    .map((step) => (step as { detail: string }).detail)
    .join('; ');

describe('SQLite planner statistics', () => {
  it('without statistics the planner scans the period by the rank index (what the app must avoid)', () => {
    const sqlite = new BetterSqlite3(scoresFile(30_000));
    expect(planOf(sqlite)).toContain('scores_rank_idx');
    sqlite.close();
  });

  it('a connection the app opens has statistics, and finds some members by their key', () => {
    const sqlite = openSqlite(scoresFile(30_000));
    expect(planOf(sqlite)).toMatch(/sqlite_autoindex_scores_1 \(user_id=\? AND period=\?\)/);
    sqlite.close();
  });

  it('the periodic run refreshes statistics of a table that grew after the connection opened', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'blivion-stats-'));
    folders.push(folder);
    const sqlite = openSqlite(path.join(folder, 'app.db'));
    sqlite.exec(`
      create table scores (user_id text not null, period text not null, score integer not null,
        primary key (user_id, period));
      create index scores_rank_idx on scores (period, score desc, user_id);`);
    const insert = sqlite.prepare('insert into scores (user_id, period, score) values (?, ?, ?)');
    sqlite.transaction(() => {
      for (let i = 0; i < 30_000; i += 1) insert.run(`member-${i}`, 'all', i % 997);
    })();
    // The connection used the table: 'optimize' (without the every-table bit) now analyzes it.
    planOf(sqlite);
    optimizeSqlite(sqlite, 'periodic');
    expect(planOf(sqlite)).toMatch(/sqlite_autoindex_scores_1 \(user_id=\? AND period=\?\)/);
    sqlite.close();
  });
});
