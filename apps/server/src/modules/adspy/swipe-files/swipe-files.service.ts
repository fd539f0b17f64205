import type {
  SavedAd,
  SwipeFile,
  SwipeFileDetail,
  SwipeFileList,
  saveAdSchema,
  updateSwipeFileSchema,
  createSwipeFileSchema,
} from '@blivion/shared';
import { ADSPY_SAVED_ADS_PER_FILE_MAX, ADSPY_SWIPE_FILES_MAX, adLibraryAdLink } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Member } from '../../../auth/member.js';
import { toIso } from '../../../db/schema.js';
import { AppError, fieldError, validationError } from '../../../http/app-error.js';
import type { SwipeFileRow } from './swipe-files.repository.js';
import * as repo from './swipe-files.repository.js';

/** Swipe files: each member's named collections of saved ads; nobody else reads or changes them. */

type SavedAdInput = z.output<typeof saveAdSchema>;

function viewOf(row: SwipeFileRow): SwipeFile {
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    adCount: row.ad_count,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

async function ownFile(app: FastifyInstance, member: Member, id: number): Promise<SwipeFileRow> {
  const row = await repo.findSwipeFile(app.database.db, member.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function listSwipeFileViews(app: FastifyInstance, member: Member): Promise<SwipeFileList> {
  return { items: (await repo.listSwipeFiles(app.database.db, member.id)).map(viewOf) };
}

export async function swipeFileDetail(app: FastifyInstance, member: Member, id: number): Promise<SwipeFileDetail> {
  const row = await ownFile(app, member, id);
  const ads = await repo.listSavedAds(app.database.db, row.id);
  return {
    ...viewOf(row),
    ads: ads.map((saved): SavedAd => {
      const ad = JSON.parse(saved.ad) as Omit<SavedAdInput, 'note'>;
      return {
        id: saved.ad_archive_id,
        pageId: ad.pageId,
        pageName: ad.pageName,
        bodies: ad.bodies,
        titles: ad.titles,
        descriptions: ad.descriptions,
        libraryUrl: adLibraryAdLink(saved.ad_archive_id),
        startDate: ad.startDate,
        stopDate: ad.stopDate,
        platforms: ad.platforms,
        note: saved.note,
        savedAt: toIso(saved.saved_at),
      };
    }),
  };
}

export async function createSwipeFile(
  app: FastifyInstance,
  member: Member,
  input: z.output<typeof createSwipeFileSchema>,
): Promise<SwipeFile> {
  const db = app.database.db;
  if ((await repo.countSwipeFiles(db, member.id)) >= ADSPY_SWIPE_FILES_MAX) {
    throw validationError(fieldError('name', 'adSpy.validation.tooManySwipeFiles'));
  }
  const id = await repo.insertSwipeFile(db, member.id, input, app.clock.now());
  return viewOf((await repo.findSwipeFile(db, member.id, id))!);
}

export async function updateSwipeFile(
  app: FastifyInstance,
  member: Member,
  id: number,
  input: z.output<typeof updateSwipeFileSchema>,
): Promise<SwipeFile> {
  const db = app.database.db;
  if (!(await repo.updateSwipeFile(db, member.id, id, input, app.clock.now()))) throw new AppError('NOT_FOUND');
  return viewOf((await repo.findSwipeFile(db, member.id, id))!);
}

export async function deleteSwipeFile(app: FastifyInstance, member: Member, id: number): Promise<void> {
  if (!(await repo.deleteSwipeFile(app.database.db, member.id, id))) throw new AppError('NOT_FOUND');
}

export async function saveAd(
  app: FastifyInstance,
  member: Member,
  id: number,
  input: SavedAdInput,
): Promise<SwipeFile> {
  const file = await ownFile(app, member, id);
  const { note, adArchiveId, ...ad } = input;
  const at = app.clock.now();
  await app.database.db.transaction().execute(async (trx) => {
    const current = (await repo.findSwipeFile(trx, member.id, file.id))!;
    const added = await repo.upsertSavedAd(trx, file.id, { adArchiveId, ad: JSON.stringify(ad), note }, at);
    if (!added) return;
    if (current.ad_count >= ADSPY_SAVED_ADS_PER_FILE_MAX) {
      throw validationError(fieldError('adArchiveId', 'adSpy.validation.swipeFileFull'));
    }
    await repo.addToAdCount(trx, file.id, 1, at);
  });
  return viewOf((await repo.findSwipeFile(app.database.db, member.id, id))!);
}

export async function removeAd(app: FastifyInstance, member: Member, id: number, adArchiveId: string): Promise<void> {
  const file = await ownFile(app, member, id);
  await app.database.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteSavedAd(trx, file.id, adArchiveId))) throw new AppError('NOT_FOUND');
    await repo.addToAdCount(trx, file.id, -1, app.clock.now());
  });
}
