import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Who owns which table (docs/decisions/0132): each server module declares its tables in
 * `<module>.tables.ts` as `export interface <Name>Tables { table: TableType; ... }`, the same list
 * db/schema.ts gives Kysely; `jobs/jobs.tables.ts` declares the scheduler's. A table's owner is the
 * folder its tables file lies in; only the owner's files name the table in SQL.
 */
export interface TableOwner {
  owner: string;
  /** The table's columns, read from its row interface (what a 'table.column' reference may name). */
  columns: Set<string>;
}

export type Ownership = Map<string, TableOwner>;

/** One place a file names a table: the table, and the 1-based line. */
export interface TableUse {
  table: string;
  line: number;
}

const interfaceBody = (source: string, name: string) =>
  new RegExp(`export interface ${name} (?:extends [^{]+)?\\{([\\s\\S]*?)\\n\\}`).exec(source)?.[1] ?? '';

const propertiesOf = (body: string) =>
  [...body.matchAll(/^ {2}(?:readonly )?([A-Za-z_][A-Za-z0-9_]*)\??: ([A-Za-z0-9_]+)?/gm)].map((m) => ({
    name: m[1] ?? '',
    type: m[2] ?? '',
  }));

/** Reads every `*.tables.ts` under apps/server/src/modules/<m>/ and apps/server/src/jobs/. */
export function readOwnership(serverSrc: string): Ownership {
  const ownership: Ownership = new Map();
  const owners = [
    ...readdirSync(path.join(serverSrc, 'modules')).map((m) => ({ owner: m, dir: path.join(serverSrc, 'modules', m) })),
    { owner: 'jobs', dir: path.join(serverSrc, 'jobs') },
  ];
  for (const { owner, dir } of owners) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.tables.ts'))) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      const list = /export interface ([A-Za-z]+Tables) \{/.exec(source)?.[1];
      if (!list) continue;
      for (const { name: table, type } of propertiesOf(interfaceBody(source, list))) {
        const columns = new Set(propertiesOf(interfaceBody(source, type)).map((p) => p.name));
        ownership.set(table, { owner, columns });
      }
    }
  }
  return ownership;
}

/** Kysely calls whose first argument names a table ('user', 'user as u', or a list of them). */
const FROM_CALLS = new Set([
  'selectFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'using',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
  'table',
  'createTable',
  'alterTable',
  'dropTable',
]);
/** Words after which raw SQL names a table. */
const RAW_TABLE = /\b(?:from|join|into|update|table)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const RAW_REF = /"?([a-z_][a-z0-9_]*)"?\."?([A-Za-z_][A-Za-z0-9_]*)"?/g;

/**
 * The tables a source file names in SQL: the first argument of selectFrom, insertInto, updateTable,
 * deleteFrom, the joins and sql.table(); any string 'table.column' where the column is one of the
 * table's; and tables after FROM/JOIN/INTO/UPDATE or as "table"."column" in sql`` templates.
 * A foreign key (`.references('user.id')` in a migration) declares a link, not a query: it is left out.
 */
export function tablesNamedIn(source: string, fileName: string, ownership: Ownership): TableUse[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const uses: TableUse[] = [];
  const add = (table: string, node: ts.Node) => {
    if (!ownership.has(table)) return;
    uses.push({ table, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1 });
  };
  const tableOf = (text: string) => text.split(/\s+as\s+/)[0]?.trim() ?? '';
  const columnRef = (text: string, node: ts.Node) => {
    const match = /^([a-z_][a-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)(?:\s+as\s+\w+)?$/.exec(text);
    if (match?.[1] && match[2] && ownership.get(match[1])?.columns.has(match[2])) add(match[1], node);
  };
  const rawSql = (text: string, node: ts.Node) => {
    for (const m of text.matchAll(RAW_TABLE)) if (m[1]) add(m[1].toLowerCase(), node);
    for (const m of text.matchAll(RAW_REF)) if (m[1] && m[2] && ownership.get(m[1])?.columns.has(m[2])) add(m[1], node);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (method === 'references') return;
      const first = node.arguments[0];
      if (FROM_CALLS.has(method) && first) {
        const names = ts.isArrayLiteralExpression(first) ? [...first.elements] : [first];
        for (const arg of names) if (ts.isStringLiteralLike(arg)) add(tableOf(arg.text), arg);
      }
    }
    if (ts.isStringLiteralLike(node) && !ts.isNoSubstitutionTemplateLiteral(node)) columnRef(node.text, node);
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(file) === 'sql') {
      const template = node.template;
      if (ts.isNoSubstitutionTemplateLiteral(template)) rawSql(template.text, template);
      else {
        rawSql(template.head.text, template.head);
        for (const span of template.templateSpans) rawSql(span.literal.text, span.literal);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return uses;
}

/** Every non-test .ts file under a folder, relative to it. */
export function sourceFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) return sourceFiles(dir, rel);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [rel] : [];
  });
}

const problem = (module: string, rel: string, table: string, line: number, ownership: Ownership) =>
  `${module}/${rel}:${line} names "${table}" (owned by ${ownership.get(table)?.owner})`;

/** 'forum/common/authors.repository.ts:43 names "user" (owned by accounts)', one line per use. */
export function foreignTables(module: string, rel: string, source: string, ownership: Ownership): string[] {
  return tablesNamedIn(source, rel, ownership)
    .filter(({ table }) => ownership.get(table)?.owner !== module)
    .map(({ table, line }) => problem(module, rel, table, line, ownership));
}

/**
 * Migrations written before a table had its present owner (0001-0003 created the settings,
 * audit, banners, translations and notifications tables), or that moved data once at an upgrade:
 * a migration is history, frozen as it ran, and must not call a door whose code follows today's
 * schema. Only these may name another module's table; a new migration may not.
 */
export const HISTORICAL_MIGRATIONS: Readonly<Record<string, readonly string[]>> = {
  'accounts/migrations/0001-accounts-and-settings.ts': ['system_settings'],
  'admin-users/migrations/0002-administration.ts': ['audit_log', 'banners', 'translation_overrides'],
  'forum/migrations/0003-forum.ts': ['notifications'],
  'forum/migrations/20261123-2330-forum-generic-notifications.ts': [
    'notifications',
    'translation_overrides',
    'system_settings',
  ],
  'forum/migrations/20261129-1200-forum-member-profiles.ts': ['user'],
  'courses/migrations/20261124-0536-courses-academy-lesson-topics.ts': ['forum_topics'],
  'courses/migrations/20261129-1230-courses-release-schedule.ts': ['profiles', 'user_permissions'],
  'translations/migrations/translations-version.ts': ['system_settings'],
};

/** Every module's foreign table uses, scanning apps/server/src/modules/<m>/ (tests left out). */
export function ownershipProblems(
  serverSrc: string,
  ownership: Ownership,
  history: Readonly<Record<string, readonly string[]>> = HISTORICAL_MIGRATIONS,
): string[] {
  const modules = path.join(serverSrc, 'modules');
  return readdirSync(modules).flatMap((module) =>
    sourceFiles(path.join(modules, module)).flatMap((rel) => {
      const allowed = new Set(history[`${module}/${rel}`] ?? []);
      return tablesNamedIn(readFileSync(path.join(modules, module, rel), 'utf8'), rel, ownership)
        .filter(({ table }) => ownership.get(table)?.owner !== module && !allowed.has(table))
        .map(({ table, line }) => problem(module, rel, table, line, ownership));
    }),
  );
}
