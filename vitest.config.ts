import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sourceConditions = { conditions: ['source', 'node'] };
const serverTests = ['apps/server/src/**/*.test.ts'];

export default defineConfig({
  resolve: sourceConditions,
  ssr: { resolve: { conditions: sourceConditions.conditions } },
  test: {
    // Vitest's default for a run is one worker fewer than the cores: one worker on a two-core CI
    // machine. The server suites wait on PostgreSQL, sockets and timers about a third of the time,
    // so a worker per core runs them in about 0.6 of the time. The browser tests stay one file at
    // a time (their project's fileParallelism).
    maxWorkers: '100%',
    // eventsource-parser (under the AI SDK) exports its TypeScript sources under the `source`
    // condition: Vite must transform it, Node cannot load it as an external.
    server: { deps: { inline: [/node_modules\/(ai|@ai-sdk\/[^/]+|eventsource-parser)\//] } },
    projects: [
      { extends: true, test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      // The import boundaries of eslint.config.js, each proved to fire on a fixture that breaks it.
      { extends: true, test: { name: 'lint', include: ['lint/**/*.test.ts'], testTimeout: 60_000 } },
      {
        extends: true,
        test: { name: 'server-sqlite', include: serverTests, env: { TEST_DB: 'sqlite' }, testTimeout: 20_000 },
      },
      {
        extends: true,
        test: {
          name: 'server-postgres',
          include: process.env.TEST_DATABASE_URL ? serverTests : [],
          passWithNoTests: true,
          env: { TEST_DB: 'postgres' },
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 20_000,
          // The AI SDK's stream parser publishes its TypeScript under the 'source' condition we resolve
          // with: Vite transforms it instead of Node loading it as it is.
          server: { deps: { inline: ['eventsource-parser', /@ai-sdk\//, /node_modules\/ai\//] } },
        },
      },
      // After the build of `npm test`: the front-end payload budgets (bench/budgets.ts).
      { extends: true, test: { name: 'web-budget', include: ['bench/frontend-budget.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
