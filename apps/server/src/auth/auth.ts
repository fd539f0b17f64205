import { RESET_LINK_TTL_SECONDS, SESSION_REFRESH_AFTER_SECONDS, SESSION_SLIDING_SECONDS } from '@blivion/shared';
import type { BetterAuthOptions } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { betterAuth } from 'better-auth';
import type { Config } from '../env.js';
import type { DatabaseHandle } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { passwordResetMessage } from '../mail/templates.js';
import { ensureMemberRows, storeNameKey } from './member.repository.js';
import { hashPassword, verifyPassword } from './password-hash.js';

export interface AuthDependencies {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  logger: FastifyBaseLogger;
}

export const SESSION_COOKIE_PREFIX = 'blivion';

/** The page of the web app that takes a reset token. */
export function resetPasswordUrl(config: Config, token: string): string {
  return `${config.publicUrl}/redefinir-senha?token=${encodeURIComponent(token)}`;
}

/**
 * better-auth is used as a library: its HTTP handler is never mounted, so none
 * of its endpoints (admin ones included) is reachable; our routes call
 * `auth.api.*` after validating with the shared schemas.
 */
export function authOptions({ config, database, mailer, logger }: AuthDependencies): BetterAuthOptions {
  return {
    appName: 'Blivion',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: { db: database.db, type: database.kind },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        mailer.send(passwordResetMessage(user.email, user.name, resetPasswordUrl(config, token)));
      },
    },
    session: {
      expiresIn: SESSION_SLIDING_SECONDS,
      updateAge: SESSION_REFRESH_AFTER_SECONDS,
      cookieCache: { enabled: false },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { log: (level, message) => logger[level]({ source: 'better-auth' }, message) },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await storeNameKey(database.db, user.id, user.name);
            await ensureMemberRows(database.db, user.id);
          },
        },
        update: { after: async (user) => storeNameKey(database.db, user.id, user.name) },
      },
    },
  };
}

export function createAuth(deps: AuthDependencies) {
  return betterAuth(authOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;
