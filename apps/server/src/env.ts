import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseMasterEmails } from '@blivion/shared';
import { z } from 'zod';
import { DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from './db/postgres-pool.js';
import { type S3Settings, s3SettingsFrom } from './storage/s3-config.js';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.js';
import { PRIVATE_FOLDER_MODE } from './db/private-files.js';
import { type OutboundAllowList, parseOutboundAllowList } from './http/outbound.js';

const milliseconds = (fallback: number) => z.coerce.number().int().min(50).max(600_000).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Decision 0080: how long PostgreSQL may keep a request waiting. */
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(DEFAULT_POSTGRES_TIMEOUTS.connectMs),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(DEFAULT_POSTGRES_TIMEOUTS.statementMs),
  DATABASE_QUERY_TIMEOUT_MS: milliseconds(DEFAULT_POSTGRES_TIMEOUTS.queryMs),
  DATABASE_IDLE_TIMEOUT_MS: milliseconds(DEFAULT_POSTGRES_TIMEOUTS.idleMs),
  /** Decision 0082: how long one Redis command may take before it fails (and its caller falls back). */
  REDIS_COMMAND_TIMEOUT_MS: milliseconds(1000),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  SECRETS_KEY: z.string().min(32, 'must have at least 32 characters').optional(),
  MASTER_EMAILS: z.string().default(''),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Blivion <nao-responda@blivion.local>'),
  TRUST_PROXY: z.string().optional(),
  OUTBOUND_ALLOW_PRIVATE: z.string().optional(),
  SCHEDULED_JOBS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  DEV_WEB_ORIGIN: z.url().optional(),
  /** The Meta Graph API with its version; tests and e2e point it at the fake (test-support/fake-graph). */
  META_GRAPH_URL: z.url().default('https://graph.facebook.com/v24.0'),
});

export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  /** PostgreSQL's connect, statement, read and idle timeouts (db/postgres-pool.ts). */
  databaseTimeouts: PostgresTimeouts;
  /** A Redis command fails after this long (redis/redis.ts). */
  redisCommandTimeoutMs: number;
  publicUrl: string;
  trustedOrigins: string[];
  authSecret: string;
  /** Derives the key that seals stored provider keys and tokens (crypto/secret-box.ts); every instance shares it. */
  secretsKey: string;
  masterEmails: string[];
  /** Set: uploads live in this S3-compatible object store, shared by every instance (decision 0051). */
  s3: S3Settings | null;
  /** Set: rate limits and live events go through Redis, shared by every instance (issue 17). */
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Which proxies may name the client in X-Forwarded-For (http/trust-proxy.ts, decision 0073). */
  trustProxy: TrustProxy;
  /** Private addresses and hosts admin-set URLs (AI providers) may reach (http/outbound.ts, decision 0074). */
  outboundAllow: OutboundAllowList;
  /** Whether this instance's timers run the scheduled jobs (modules/jobs); tests run slots by hand. */
  scheduledJobs: boolean;
  logLevel: string;
  webDistDir: string | undefined;
  /** Base of the Meta Graph API for AdSpy's Ad Library calls (`<base>/ads_archive`), no trailing slash. */
  metaGraphUrl: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Reads a secret from DATA_DIR, creating it on first start; it never lives in the source. */
function loadOrCreateSecret(dataDir: string, name: 'auth-secret' | 'secrets-key'): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError([`TRUST_PROXY: ${(error as Error).message}`]);
  }
  let outboundAllow: OutboundAllowList;
  try {
    outboundAllow = parseOutboundAllowList(env.OUTBOUND_ALLOW_PRIVATE);
  } catch (error) {
    throw new ConfigError([`OUTBOUND_ALLOW_PRIVATE: ${(error as Error).message}`]);
  }
  let s3: S3Settings | null;
  try {
    s3 = s3SettingsFrom(source);
  } catch (error) {
    throw new ConfigError([`S3_URL: ${(error as Error).message}`]);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  // Members' e-mails, password hashes and chats: created for the owner alone (issue 27, item 4).
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const trustedOrigins = [new URL(publicUrl).origin];
  if (env.NODE_ENV === 'development') trustedOrigins.push(env.DEV_WEB_ORIGIN ?? 'http://localhost:5173');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'blivion.db') },
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      queryMs: env.DATABASE_QUERY_TIMEOUT_MS,
      idleMs: env.DATABASE_IDLE_TIMEOUT_MS,
    },
    redisCommandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
    publicUrl,
    trustedOrigins,
    authSecret: env.AUTH_SECRET ?? loadOrCreateSecret(dataDir, 'auth-secret'),
    secretsKey: env.SECRETS_KEY ?? loadOrCreateSecret(dataDir, 'secrets-key'),
    masterEmails: parseMasterEmails(env.MASTER_EMAILS),
    redisUrl: env.REDIS_URL,
    s3,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    trustProxy,
    outboundAllow,
    scheduledJobs: env.SCHEDULED_JOBS,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR,
    metaGraphUrl: env.META_GRAPH_URL.replace(/\/$/, ''),
  };
}
