import type { FeatureSwitches } from '@blivion/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Member } from '../../auth/member.js';
import { recordAudit } from '../audit/index.js';
import { changeFeatureSwitches, featureSwitches } from '../settings/index.js';
import { readStoredFeatureSwitches, writeFeatureSwitch } from '../settings/index.js';
import { receiveImage, releaseUpload } from '../uploads/index.js';
import { readPlatformLogo, writePlatformLogo } from './platform-logo.js';

export async function updateFeatures(
  app: FastifyInstance,
  actor: Member,
  next: FeatureSwitches,
): Promise<FeatureSwitches> {
  const now = app.clock.now();
  await changeFeatureSwitches(app.database.db, async (trx) => {
    const before = await readStoredFeatureSwitches(trx);
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
