import type { categoryInputSchema, ForumCategory, ForumCategoryManagement } from '@blivion/shared';
import { isStaff, translate } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError, fieldError, validationError } from '../../../http/app-error.js';
import type { Member } from '../../../auth/member.js';
import { isUniqueViolation } from '../../../db/constraint-errors.js';
import { idString, toId } from '../common/ids.js';
import type { CategoryRow } from './categories.repository.js';
import * as repo from './categories.repository.js';
import { slugify, uniqueSlug } from './slug.js';

type CategoryInput = z.output<typeof categoryInputSchema>;

const accessDenied = {
  title: translate('forumValidation.accessDeniedTitle'),
  titleKey: 'forumValidation.accessDeniedTitle',
};

export function toCategory(row: CategoryRow): ForumCategory {
  return {
    id: idString(row.id),
    name: row.name,
    slug: row.slug,
    description: row.description,
    topicCount: Number(row.topic_count),
  };
}

/** 'Gerenciar Categorias' opens for admin and master only. */
function assertMayOpenManagement(actor: Member): void {
  if (!isStaff(actor.role)) throw new AppError('FORUM_CATEGORIES_STAFF_ONLY', accessDenied);
}

/** Inside the dialog, only master adds, edits and deletes. */
function assertMayEdit(actor: Member): void {
  assertMayOpenManagement(actor);
  if (actor.role !== 'master') throw new AppError('FORUM_CATEGORIES_MASTER_ONLY', accessDenied);
}

export async function listCategories(app: FastifyInstance): Promise<ForumCategory[]> {
  return (await repo.listCategories(app.database.db)).map(toCategory);
}

export async function categoryManagement(app: FastifyInstance, actor: Member): Promise<ForumCategoryManagement> {
  assertMayOpenManagement(actor);
  return { items: await listCategories(app), canEdit: actor.role === 'master' };
}

async function existing(app: FastifyInstance, id: string): Promise<CategoryRow> {
  const row = await repo.findCategory(app.database.db, toId(id));
  if (!row) throw new AppError('FORUM_CATEGORY_NOT_FOUND');
  return row;
}

/** Runs a write that needs a free slug, choosing the suffix again if another write took it first. */
async function withFreeSlug<T>(
  app: FastifyInstance,
  name: string,
  exceptId: number | undefined,
  write: (slug: string) => Promise<T>,
) {
  const base = slugify(name);
  for (let attempt = 0; ; attempt += 1) {
    const slug = uniqueSlug(base, await repo.slugsLike(app.database.db, base, exceptId));
    try {
      return await write(slug);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

export async function createCategory(app: FastifyInstance, actor: Member, input: CategoryInput) {
  assertMayEdit(actor);
  const id = await withFreeSlug(app, input.name, undefined, (slug) =>
    repo.insertCategory(app.database.db, {
      name: input.name,
      slug,
      description: input.description || null,
      at: app.clock.now(),
    }),
  );
  return toCategory((await repo.findCategory(app.database.db, id))!);
}

/** Renaming derives the slug again from the new name. */
export async function updateCategory(app: FastifyInstance, actor: Member, id: string, input: CategoryInput) {
  assertMayEdit(actor);
  const row = await existing(app, id);
  await withFreeSlug(app, input.name, row.id, (slug) =>
    repo.updateCategory(app.database.db, row.id, {
      name: input.name,
      slug,
      ...(input.description !== undefined ? { description: input.description || null } : {}),
    }),
  );
  return toCategory((await repo.findCategory(app.database.db, row.id))!);
}

/** A category that holds topics is deleted only with a target category, in one transaction. */
export async function deleteCategory(app: FastifyInstance, actor: Member, id: string, moveTo: string | undefined) {
  assertMayEdit(actor);
  const row = await existing(app, id);
  return app.database.db.transaction().execute(async (trx) => {
    const topicCount = await repo.countTopicsIn(trx, row.id);
    let movedTopics = 0;
    if (topicCount > 0) {
      if (moveTo === undefined) throw new AppError('FORUM_CATEGORY_NOT_EMPTY', { topicCount });
      const target = await repo.findCategory(trx, toId(moveTo));
      if (!target || target.id === row.id) {
        throw validationError(fieldError('moveTo', 'forumValidation.categoryMoveTargetInvalid'));
      }
      movedTopics = await repo.moveTopics(trx, row.id, target.id);
    }
    await repo.deleteCategory(trx, row.id);
    return { ok: true as const, movedTopics };
  });
}
