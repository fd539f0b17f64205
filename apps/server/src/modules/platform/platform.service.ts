import type { FeatureSwitches } from '@blivion/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Member } from '../me/member.js';
import { recordAudit } from '../audit/audit.service.js';
import { changeFeatureSwitches, featureSwitches } from '../settings/feature-switches.js';
// eslint-disable-next-line import-x/no-restricted-paths -- issue 12: fixed in the following commits
import { readFeatureSwitches, writeFeatureSwitch } from '../settings/settings.repository.js';
import { receiveImage, releaseUpload } from '../uploads/upload.service.js';
// eslint-disable-next-line import-x/no-restricted-paths -- issue 12: fixed in the following commits
import { readPlatformLogo, writePlatformLogo } from '../uploads/uploads.repository.js';

export async function updateFeatures(
  app: FastifyInstance,
  actor: Member,
  next: FeatureSwitches,
): Promise<FeatureSwitches> {
  const now = app.clock.now();
  await changeFeatureSwitches(app.database.db, async (trx) => {
    const before = await readFeatureSwitches(trx);
    await writeFeatureSwitch(trx, 'adSpyEnabled', next.adSpyEnabled);
    await recordAudit(trx, { actor, action: 'features.update', details: { before, after: next }, at: now });
  });
  return featureSwitches(app.database.db);
}

export function platformLogo(app: FastifyInstance): Promise<string | null> {
  return readPlatformLogo(app.database.db);
}

/** Replaces the platform logo (null removes it); the old file goes when nothing else uses it. */
export async function setPlatformLogo(request: FastifyRequest, actor: Member, upload: boolean): Promise<string | null> {
  const app = request.server;
  const logoUrl = upload ? await receiveImage(request) : null;
  const now = app.clock.now();
  const before = await app.database.db.transaction().execute(async (trx) => {
    const previous = await readPlatformLogo(trx);
    await writePlatformLogo(trx, logoUrl, now);
    await recordAudit(trx, {
      actor,
      action: 'platformLogo.update',
      details: { before: previous, after: logoUrl },
      at: now,
    });
    return previous;
  });
  if (before && before !== logoUrl) await releaseUpload(app, before);
  return logoUrl;
}
