import { createHmac } from 'node:crypto';
import { ACCOUNT_LIMITS, translate } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { DelayStep } from './account-limits.repository.js';
import * as repo from './account-limits.repository.js';

const SECOND = 1000;
const { signIn, passwordReset } = ACCOUNT_LIMITS;

/** 429 with the wait in whole minutes in the message (`details.minutes`) and in seconds (Retry-After). */
export class SignInDelayedError extends AppError {
  constructor(readonly seconds: number) {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    super('SIGN_IN_DELAYED', { minutes, retryAfterSeconds: seconds });
    this.message = translate('errors.SIGN_IN_DELAYED', { minutes });
  }
}

/**
 * The row key of an e-mail for one limit: an HMAC with the app's secret, so the table holds no
 * address and a copy of it cannot be matched against a list of addresses without the secret.
 */
function limitKey(app: FastifyInstance, kind: 'sign-in' | 'password-reset', email: string): string {
  return createHmac('sha256', app.config.authSecret).update(`${kind}:${email.trim().toLowerCase()}`).digest('hex');
}

/** The wait after `count` attempts: none for the first ones, then doubling up to the cap. */
export function signInDelaySeconds(count: number): number {
  if (count < signIn.freeAttempts) return 0;
  const doublings = count - signIn.freeAttempts;
  return Math.min(signIn.maxDelaySeconds, signIn.firstDelaySeconds * 2 ** Math.min(doublings, 30));
}

/** Every count from which the wait grows, largest first, each with the moment it lasts until. */
function delaySteps(now: Date): DelayStep[] {
  const steps: DelayStep[] = [];
  for (let count = signIn.freeAttempts; ; count += 1) {
    const seconds = signInDelaySeconds(count);
    steps.unshift({ fromCount: count, until: new Date(now.getTime() + seconds * SECOND) });
    if (seconds >= signIn.maxDelaySeconds) return steps;
  }
}

const lastCleaning = new WeakMap<FastifyInstance, number>();

/** Deletes expired rows, at most once per ten minutes of the app's clock per instance. */
async function cleanExpired(app: FastifyInstance, now: Date): Promise<void> {
  const last = lastCleaning.get(app);
  if (last !== undefined && now.getTime() - last < 10 * 60 * SECOND) return;
  lastCleaning.set(app, now.getTime());
  await repo.deleteExpired(app.database.db, now);
}

/**
 * Counts a sign-in attempt on the e-mail typed (whether or not an account has it, so the answer
 * tells nothing), before the password is checked: attempts sent at once cannot all pass. Refuses
 * with SignInDelayedError while the account waits; the refused attempt is not counted, so waiting
 * out the delay always works.
 */
export async function countSignInAttempt(app: FastifyInstance, email: string): Promise<void> {
  const now = app.clock.now();
  await cleanExpired(app, now);
  const key = limitKey(app, 'sign-in', email);
  const count = await repo.countSignInAttempt(app.database.db, app.database.kind, {
    key,
    now,
    expiresAt: new Date(now.getTime() + signIn.forgetAfterSeconds * SECOND),
    steps: delaySteps(now),
  });
  if (count !== null) return;
  const until = await repo.blockedUntil(app.database.db, key);
  const seconds = until === null ? 1 : Math.ceil((new Date(until).getTime() - now.getTime()) / SECOND);
  throw new SignInDelayedError(Math.max(1, seconds));
}

/** A successful sign-in: the account's attempts are forgotten. */
export async function forgetSignInAttempts(app: FastifyInstance, email: string): Promise<void> {
  await repo.forgetKey(app.database.db, limitKey(app, 'sign-in', email));
}

/** Whether a reset e-mail may go to this address now (and counts it if so). */
export async function takeResetEmailSlot(app: FastifyInstance, email: string): Promise<boolean> {
  const now = app.clock.now();
  await cleanExpired(app, now);
  return repo.takeEmailSlot(app.database.db, app.database.kind, {
    key: limitKey(app, 'password-reset', email),
    now,
    notAfter: new Date(now.getTime() - passwordReset.emailIntervalSeconds * SECOND),
    perWindow: passwordReset.emailsPerWindow,
    windowEnd: new Date(now.getTime() + passwordReset.windowSeconds * SECOND),
  });
}
