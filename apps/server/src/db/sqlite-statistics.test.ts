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

function newFileName(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'blivion-stats-'));
  folders.push(folder);
  return path.join(folder, 'app.db');
}

/** A scores table shaped like forum_scores (one row per member and period, a rank index), filled. */
function fillScores(sqlite: BetterSqlite3.Database, members: number): void {
  sqlite.exec(`
    create table scores (user_id text not null, period text not null, score integer not null,
      primary key (user_id, period));
    create index scores_rank_idx on scores (period, score desc, user_id);`);
  const insert = sqlite.prepare('insert into scores (user_id, period, score) values (?, ?, ?)');
  sqlite.transaction(() => {
    for (let i = 0; i < members; i += 1) {
      insert.run(`member-${i}`, 'all', i % 997);
      if (i % 3 === 0) insert.run(`member-${i}`, '2026-11', i % 97);
    }
  })();
}

/** A file holding the filled scores table, written by a plain connection (no statistics). */
function scoresFile(members: number): string {
  const file = newFileName();
  const writer = new BetterSqlite3(file);
  fillScores(writer, members);
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
    const sqlite = openSqlite(newFileName());
    fillScores(sqlite, 30_000);
    // The connection used the table: 'optimize' (without the every-table bit) now analyzes it.
    planOf(sqlite);
    optimizeSqlite(sqlite, 'periodic');
    expect(planOf(sqlite)).toMatch(/sqlite_autoindex_scores_1 \(user_id=\? AND period=\?\)/);
    sqlite.close();
  });
});
