import { translate } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { afterCommit } from '../../../db/after-commit.js';
import { scheduleJob } from '../../../jobs/scheduler.js';
import type { DigestLine, DigestWeek } from '../../../server-module.js';
import { textOverrides } from '../../translations/index.js';
import type { MailPart } from '../notification-mail.js';
import { memberMail } from '../notification-mail.js';
import { claimDigest, subscribersAfter } from './digest.repository.js';
import { previousIsoWeek } from './iso-week.js';

export const WEEKLY_DIGEST_JOB = 'notifications.weekly-digest';
const MEMBERS_PER_PAGE = 200;
const KEYS = 'features.notificationPreferences.digest';

/** Mondays 11:00 UTC (08:00 in Brasília): the digest of the week that just ended (decision 0102). */
export function scheduleWeeklyDigest(app: FastifyInstance): void {
  scheduleJob(app, {
    name: WEEKLY_DIGEST_JOB,
    cron: '0 11 * * 1',
    slotOf: (at) => previousIsoWeek(at).week,
    leaseMs: 6 * 60 * 60 * 1000,
    run: (app, _slot, at) => sendWeeklyDigests(app, previousIsoWeek(at)).then(() => undefined),
  });
}

/**
 * Sends the week's digest to every member who chose it and has something in it, once per member
 * and week whatever runs at the same time: each member's digest row is claimed in the transaction
 * that decides to send it, and the e-mail goes once that transaction commits. Returns how many went.
 */
export async function sendWeeklyDigests(app: FastifyInstance, week: DigestWeek): Promise<number> {
  const overrides = await textOverrides(app.database.db);
  const sections = await Promise.all(
    app.digestSections.map(async (section) => ({
      key: section.key,
      linesOf: await section.prepare(app, week, overrides),
    })),
  );
  let sent = 0;
  let after: string | null = null;
  for (;;) {
    const members = await subscribersAfter(app.database.db, after, MEMBERS_PER_PAGE);
    for (const member of members) {
      const parts: MailPart[] = [];
      for (const section of sections) {
        const lines = await section.linesOf(member.id);
        if (lines.length > 0)
          parts.push({ text: translate(`${KEYS}.${section.key}`, {}, overrides) }, ...lines.map(partOf));
      }
      if (parts.length === 0) continue;
      const message = memberMail(
        app,
        member.email,
        member.id,
        'weeklyDigest',
        {
          subject: translate(`${KEYS}.subject`, { academy: translate('common.appName', {}, overrides) }, overrides),
          parts: [
            { text: translate('features.notificationPreferences.email.greeting', { name: member.name }, overrides) },
            { text: translate(`${KEYS}.intro`, {}, overrides) },
            ...parts,
          ],
          why: translate(`${KEYS}.why`, {}, overrides),
        },
        overrides,
      );
      const claimed = await app.database.db.transaction().execute(async (trx) => {
        if (!(await claimDigest(trx, member.id, week.week, app.clock.now()))) return false;
        afterCommit(trx as never, () => app.mailer.send(message));
        return true;
      });
      if (claimed) sent += 1;
    }
    if (members.length < MEMBERS_PER_PAGE) return sent;
    after = members[members.length - 1]!.id;
  }
}

const partOf = (line: DigestLine): MailPart =>
  line.url === null ? { text: `• ${line.text}` } : { text: line.text, url: line.url };
