import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileRowOf } from './sqlite-rows.js';
import type { CachedStatements } from './sqlite-statement-cache.js';
import { withStatementCache } from './sqlite-statement-cache.js';

// The cache reads rows as arrays and builds the objects itself (decision 0064): every read must
// give exactly what better-sqlite3's own objects give, which `plain` reads for comparison.
describe('rows read through the statement cache', () => {
  let connection: Database.Database;
  let statements: CachedStatements;
  const plain = (sql: string, ...parameters: unknown[]) => connection.prepare(sql).all(...parameters);

  beforeEach(() => {
    connection = new Database(':memory:');
    connection.exec(`create table items (id integer primary key, name text, price real, photo blob, note text);
      insert into items (name, price, photo, note) values ('caneca', 19.9, x'89504e47', null), ('camiseta "azul"', 59, null, 'ção');`);
    statements = withStatementCache(connection);
  });
  afterEach(() => statements.close());

  it('gives the objects better-sqlite3 gives, for every kind of value, by all, get and iterate', () => {
    const sql = 'select id, name, price, photo, note, id * 2 as twice from items where id >= ? order by id';
    const expected = plain(sql, 1);
    expect(expected).toHaveLength(2);
    const statement = statements.prepare(sql);
    expect(statement.all([1])).toEqual(expected);
    expect(statement.get([1])).toEqual(expected[0]);
    expect([...statement.iterate([1])]).toEqual(expected);
    expect(statement.get([3])).toBeUndefined();
    expect(statement.all([3])).toEqual([]);
    expect(Object.keys(statement.get([1]) as object)).toEqual(['id', 'name', 'price', 'photo', 'note', 'twice']);
    expect(Object.getPrototypeOf(statement.get([1]))).toBe(Object.prototype);
  });

  it('keeps the last of two columns with one name, in the first one’s place, as better-sqlite3 does', () => {
    const sql = `select i.id, i.name, j.name, 'x' as "a""b" from items i join items j on j.id = i.id + 1`;
    const row = statements.prepare(sql).get([]);
    expect(row).toEqual(plain(sql)[0]);
    expect(row).toEqual({ id: 1, name: 'camiseta "azul"', 'a"b': 'x' });
    expect(Object.keys(row as object)).toEqual(Object.keys(plain(sql)[0] as object));
  });

  it('reads the rows a write returns', () => {
    const rows = statements.prepare(`insert into items (name) values (?) returning id, name`).all(['boné']);
    expect(rows).toEqual([{ id: 3, name: 'boné' }]);
  });

  it('follows a change of schema for a statement with *, which SQLite expands again', () => {
    const all = statements.prepare('select * from items order by id');
    expect(all.all([])).toEqual(plain('select * from items order by id'));
    connection.exec('alter table items add column stock integer default 7');
    expect(all.get([])).toMatchObject({ id: 1, stock: 7 });
    const counted = statements.prepare('select count(*) as n from items');
    expect(counted.get([])).toEqual({ n: 2 });
  });

  it('binds booleans and dates as before', () => {
    const row = statements.prepare('select ? as yes, ? as at').get([true, new Date('2026-11-25T10:00:00.000Z')]);
    expect(row).toEqual({ yes: 1, at: '2026-11-25T10:00:00.000Z' });
  });
});

describe('compileRowOf', () => {
  it('writes no column name as code', () => {
    const rowOf = compileRowOf([
      { name: `"}; throw new Error('x'); ({"`, column: null, table: null, database: null, type: null },
      { name: 'constructor', column: null, table: null, database: null, type: null },
    ]);
    expect(rowOf?.([1, 2])).toEqual({ [`"}; throw new Error('x'); ({"`]: 1, constructor: 2 });
  });

  it('leaves a column named __proto__ to better-sqlite3 (a literal would set the prototype)', () => {
    expect(compileRowOf([{ name: '__proto__', column: null, table: null, database: null, type: null }])).toBeNull();
    const connection = new Database(':memory:');
    const statements = withStatementCache(connection);
    const row = statements.prepare(`select 1 as "__proto__", 2 as b`).get([]);
    expect(row).toEqual(connection.prepare(`select 1 as "__proto__", 2 as b`).get());
    statements.close();
  });
});
