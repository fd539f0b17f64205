import { randomUUID } from 'node:crypto';
import type { Banner, BannerStrip, createBannerSchema } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { toIso } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { recordAudit } from '../audit/index.js';
import type { Member } from '../../auth/member.js';
import { releaseUpload } from '../uploads/index.js';
import * as repo from './banners.repository.js';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findBanner>>>;

function toBanner(row: Row): Banner {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.image_url,
    link: row.link,
    active: Boolean(row.active),
    createdAt: toIso(row.created_at),
  };
}

export async function allBanners(app: FastifyInstance): Promise<Banner[]> {
  return (await repo.listBanners(app.database.db, false)).map(toBanner);
}

/**
 * The banner strip: active banners for members of role free, or the welcome banner when none is
 * stored at all (stored but all inactive means no strip); everyone else sees none.
 */
export async function bannerStripFor(app: FastifyInstance, viewer: Member | null): Promise<BannerStrip> {
  if (viewer?.role !== 'free') return { items: [], showWelcome: false };
  const items = (await repo.listBanners(app.database.db, true)).map(toBanner);
  const showWelcome = items.length === 0 && !(await repo.anyBannerStored(app.database.db));
  return { items, showWelcome };
}

async function existing(app: FastifyInstance, id: string): Promise<Row> {
  const row = await repo.findBanner(app.database.db, id);
  if (!row) throw new AppError('BANNER_NOT_FOUND');
  return row;
}

export async function createBanner(
  app: FastifyInstance,
  actor: Member,
  input: z.output<typeof createBannerSchema>,
): Promise<Banner> {
  const id = randomUUID();
  const now = app.clock.now();
  await app.database.db.transaction().execute(async (trx) => {
    await repo.insertBanner(trx, { id, ...input, createdAt: now });
    await recordAudit(trx, { actor, action: 'banner.create', details: { id, after: input }, at: now });
  });
  return toBanner(await existing(app, id));
}

export async function setBannerActive(
  app: FastifyInstance,
  actor: Member,
  id: string,
  active: boolean,
): Promise<Banner> {
  const before = await existing(app, id);
  const now = app.clock.now();
  await app.database.db.transaction().execute(async (trx) => {
    await repo.setBannerActive(trx, id, active);
    const details = { id, title: before.title, before: { active: Boolean(before.active) }, after: { active } };
    await recordAudit(trx, { actor, action: 'banner.update', details, at: now });
  });
  return toBanner(await existing(app, id));
}

export async function deleteBanner(app: FastifyInstance, actor: Member, id: string): Promise<void> {
  const before = await existing(app, id);
  const now = app.clock.now();
  await app.database.db.transaction().execute(async (trx) => {
    await repo.deleteBanner(trx, id);
    await recordAudit(trx, { actor, action: 'banner.delete', details: { id, before: toBanner(before) }, at: now });
  });
  await releaseUpload(app, before.image_url);
}
