import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Clock } from '../app.js';
import { buildApp } from '../app.js';
import type { Config } from '../env.js';
import type { Mailer } from '../mail/mailer.js';
import { loadConfig } from '../env.js';
import { prepareDatabase } from '../startup.js';
import { createTestDatabase } from './test-database.js';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Logger options, or a function of the test's configuration (to pass `loggerOptions(config)` with a stream). */
  logger?: FastifyServerOptions['logger'] | ((config: Config) => FastifyServerOptions['logger']);
  /** Runs before the app is ready, e.g. to add a route that exercises a guard. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  mailer?: Mailer;
  /** Replaces prepareDatabase, e.g. to start from a database as an older version left it. */
  prepare?: (app: FastifyInstance) => Promise<void>;
}

/** The real application on a database of its own, migrated, in a fresh data folder. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'blivion-test-'));
  const baseConfig = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Tests run a job's slot with runJobSlot; a test that needs the timers passes SCHEDULED_JOBS=true.
    SCHEDULED_JOBS: 'false',
    // The fakes of AI providers listen on loopback, which admin-set URLs may reach only when the
    // operator allows it (decision 0074); a test of the refusal passes OUTBOUND_ALLOW_PRIVATE: ''.
    OUTBOUND_ALLOW_PRIVATE: '127.0.0.1,::1',
    ...options.env,
  });
  const database = await createTestDatabase(dataDir);
  const config: Config = {
    ...baseConfig,
    database: database.config,
    webDistDir: path.join(dataDir, 'no-web-build'),
  };
  const clock = new TestClock();
  const logger = typeof options.logger === 'function' ? options.logger(config) : options.logger;
  let app: FastifyInstance | undefined;
  let appClosed = false;
  const cleanUp = async () => {
    if (app && !appClosed) await app.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    app = await buildApp({ config, clock, logger: logger ?? false, mailer: options.mailer });
    app.addHook('onClose', async () => {
      appClosed = true;
    });
    await (options.prepare ?? prepareDatabase)(app);
    await options.beforeReady?.(app);
    await app.ready();
  } catch (error) {
    // Leave no database behind when the app cannot start.
    await cleanUp().catch(() => {});
    throw error;
  }
  return {
    app,
    clock,
    config,
    /** Closes the app (unless the test already did), then drops its database and data folder. */
    close: cleanUp,
  };
}
