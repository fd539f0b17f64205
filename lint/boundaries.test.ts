import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import type { Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Each rule of lint/boundaries.js, proved to fire: a fixture that breaks it is linted as if it lay where
 * the rule applies (the file itself lives in lint/fixtures/, outside `eslint .` and the typecheck).
 */
const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(root, 'lint/fixtures');
const web = 'apps/web/src';
const server = 'apps/server/src';

interface Violation {
  fixture: string;
  lintedAs: string;
  rule: string;
  message: string;
}

const violations: Violation[] = [
  {
    fixture: 'web-feature-imports-feature-by-alias.ts',
    lintedAs: `${web}/features/dashboard/fixture.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'Features never import each other',
  },
  {
    fixture: 'web-feature-imports-feature-relatively.ts',
    lintedAs: `${web}/features/dashboard/components/fixture.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'Features never import each other',
  },
  {
    fixture: 'web-component-imports-feature.ts',
    lintedAs: `${web}/components/layouts/fixture.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'never import a feature or the app shell',
  },
  {
    fixture: 'web-feature-imports-app-shell.ts',
    lintedAs: `${web}/features/forum/fixture.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'A feature never imports the app shell',
  },
  {
    fixture: 'web-imports-server-relatively.ts',
    lintedAs: `${web}/lib/fixture.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'The web app never imports server code',
  },
  {
    fixture: 'web-imports-shared-root.ts',
    lintedAs: `${web}/features/forum/fixture.ts`,
    rule: 'no-restricted-imports',
    message: "Import from the module's subpath",
  },
  {
    fixture: 'web-imports-server-package.ts',
    lintedAs: `${web}/lib/fixture.ts`,
    rule: 'no-restricted-imports',
    message: 'The web app never imports server code',
  },
  {
    fixture: 'server-routes-import-repository.ts',
    lintedAs: `${server}/modules/audit/fixture.routes.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'Routes call services',
  },
  {
    fixture: 'server-module-imports-other-module-repository.ts',
    lintedAs: `${server}/modules/uploads/fixture.service.ts`,
    rule: 'import-x/no-restricted-paths',
    message: "The audit module's repositories are its own",
  },
  {
    fixture: 'server-infrastructure-imports-module-repository.ts',
    lintedAs: `${server}/auth/fixture.ts`,
    rule: 'import-x/no-restricted-paths',
    message: "The audit module's repositories are its own",
  },
  {
    fixture: 'server-infrastructure-imports-module.ts',
    lintedAs: `${server}/plugins/fixture.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'Plugins and the other infrastructure',
  },
  {
    fixture: 'server-infrastructure-imports-module.ts',
    lintedAs: `${server}/auth/fixture.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'Plugins and the other infrastructure',
  },
  {
    fixture: 'server-module-imports-other-module-internals.ts',
    lintedAs: `${server}/modules/sales/fixture.service.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'Use the audit module only through its door',
  },
  {
    fixture: 'server-service-writes-sql.ts',
    lintedAs: `${server}/modules/audit/fixture.service.ts`,
    rule: 'no-restricted-syntax',
    message: 'SQL lives in *.repository.ts files',
  },
  {
    fixture: 'server-imports-web.ts',
    lintedAs: `${server}/http/fixture.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'The server never imports web code',
  },
  {
    fixture: 'shared-imports-app.ts',
    lintedAs: 'packages/shared/src/fixture.ts',
    rule: 'import-x/no-restricted-paths',
    message: 'shared depends on nothing of the apps',
  },
];

let eslint: ESLint;

async function lint(fixture: string, lintedAs: string): Promise<Linter.LintMessage[]> {
  const code = await readFile(path.join(fixtures, fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, lintedAs) });
  return result!.messages;
}

const summary = (messages: Linter.LintMessage[]) => messages.map((m) => `${m.ruleId}: ${m.message}`);

describe('the boundary rules of eslint.config.js', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it.each(violations)('reports $fixture linted as $lintedAs', async ({ fixture, lintedAs, rule, message }) => {
    const messages = await lint(fixture, lintedAs);
    const reported = messages.filter((m) => m.ruleId === rule && m.message.includes(message));
    expect(reported, summary(messages).join('\n') || 'nothing reported').not.toHaveLength(0);
  });

  it.each([
    { fixture: 'web-obeys-the-rules.ts', lintedAs: `${web}/features/forum/components/fixture.ts` },
    { fixture: 'server-obeys-the-rules.ts', lintedAs: `${server}/modules/audit/fixture.service.ts` },
    { fixture: 'server-test-imports-other-module-internals.ts', lintedAs: `${server}/modules/sales/fixture.test.ts` },
  ])('accepts $fixture linted as $lintedAs', async ({ fixture, lintedAs }) => {
    expect(summary(await lint(fixture, lintedAs))).toEqual([]);
  });

  it('reports an import cycle', async () => {
    // Linted where they lie (lint/fixtures/ is ignored only by `eslint .`): the cycle is between real files.
    const withFixtures = new ESLint({ cwd: root, ignore: false });
    const [result] = await withFixtures.lintFiles([path.join(fixtures, 'cycle/first.ts')]);
    expect(summary(result!.messages)).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });
});
