import type { Permission, Permissions } from '@blivion/shared';
import { FORUM_TIME_ZONE, effectiveAccess } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toDate } from '../../db/schema.js';
import { scheduleJob, utcHourSlot } from '../../jobs/scheduler.js';
import { notify } from '../notifications/index.js';
import { claimExpiryNotices } from './access-notices.repository.js';

/** The areas a member is given access to (the forum is everyone's). */
const PAID: readonly Permission[] = ['courses', 'aiLab', 'adSpy'];
/** The notice goes out this long before the access ends. */
export const EXPIRY_NOTICE_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;
/** The scheduled job that sends them, every hour. */
export const EXPIRY_NOTICES_JOB = 'admin-users.access-expiry-notices';

/** A notice about a member's access ('access.member', the member's id) or about the accesses ending on a date. */
const SUBJECT = 'access.member';
const EXPIRY_SUBJECT = 'access.expiry';
const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FORUM_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** 'dd/mm/aaaa' in Brasília time, as the member reads the date of their access. */
export function accessDate(at: Date): string {
  return dateFormat.format(at);
}

/** A member's stored access as the administration saves it. */
export interface StoredAccessState {
  email: string;
  role: Parameters<typeof effectiveAccess>[0]['role'];
  accessExpiration: Date | null;
  permissions: Permissions;
}

/**
 * 'Seu acesso foi liberado': raised in the administration's transaction when a change gives the
 * member an area they could not open before (a free member made premium, an expired access
 * renewed, a staff switch turned on), or moves a current access's end later. Nothing for a change
 * that only takes away, nor for staff changing their own access (notify skips the actor).
 */
export async function notifyAccessGranted(
  db: Kysely<Database>,
  change: { actorId: string; userId: string; before: StoredAccessState | null; after: StoredAccessState; at: Date },
  masterEmails: readonly string[],
): Promise<void> {
  const { before, after, at } = change;
  const now = effectiveAccess({ ...after, stored: after.permissions }, masterEmails, at);
  const was = before ? effectiveAccess({ ...before, stored: before.permissions }, masterEmails, at) : null;
  const hasPaid = (permissions: Permissions) => PAID.some((permission) => permissions[permission]);
  if (!hasPaid(now.permissions)) return;
  const gained = PAID.some((permission) => now.permissions[permission] && !was?.permissions[permission]);
  const end = (state: StoredAccessState | null) => state?.accessExpiration?.getTime() ?? Number.POSITIVE_INFINITY;
  const extended = was !== null && hasPaid(was.permissions) && end(after) > end(before);
  if (!gained && !extended) return;
  await notify(db, [change.userId], {
    kind: 'access.granted',
    actorId: change.actorId,
    subject: { type: SUBJECT, id: change.userId },
    text: after.accessExpiration ? 'features.accessNotices.grantedUntil' : 'features.accessNotices.granted',
    params: after.accessExpiration ? { date: accessDate(after.accessExpiration) } : {},
    link: now.permissions.courses ? '/courses' : '/dashboard',
    at,
  });
}

/**
 * 'Seu acesso expira em...': every premium member whose access ends within the next 7 days gets
 * the notice once per expiry date. Each notice is claimed in the database (a row per member and
 * date) in the transaction that raises it, so restarts and several instances never repeat it; a
 * renewed access (a new date) gets its own notice. Returns how many notices went out.
 */
export async function sendExpiryNotices(app: FastifyInstance): Promise<number> {
  const at = app.clock.now();
  const window = { after: at, until: new Date(at.getTime() + EXPIRY_NOTICE_BEFORE_MS) };
  return app.database.db.transaction().execute(async (trx) => {
    const claimed = await claimExpiryNotices(trx, window, app.config.masterEmails);
    const byDate = new Map<string, string[]>();
    for (const row of claimed) {
      const date = accessDate(toDate(row.access_expiration)!);
      byDate.set(date, [...(byDate.get(date) ?? []), row.user_id]);
    }
    for (const [date, recipients] of byDate) {
      await notify(trx, recipients, {
        kind: 'access.expiring',
        actorId: null,
        subject: { type: EXPIRY_SUBJECT, id: date },
        text: 'features.accessNotices.expiring',
        params: { date },
        link: '/profile',
        at,
      });
    }
    return claimed.length;
  });
}

/**
 * Looks every hour (and at start) for accesses about to expire: the hour's run is claimed in
 * job_runs, so one instance does it (modules/jobs, decision 0035), and each notice is claimed too.
 */
export function scheduleExpiryNotices(app: FastifyInstance): void {
  scheduleJob(app, {
    name: EXPIRY_NOTICES_JOB,
    cron: '11 * * * *',
    slotOf: utcHourSlot,
    async run(app) {
      const sent = await sendExpiryNotices(app);
      if (sent > 0) app.log.info({ sent }, 'access expiry notices sent');
    },
  });
}
