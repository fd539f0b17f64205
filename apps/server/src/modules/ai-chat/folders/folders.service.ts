import type { AiFolder, AiFolderList } from '@blivion/shared';
import { AI_FOLDERS_MAX } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../../auth/member.js';
import { toIso } from '../../../db/schema.js';
import type { Timestamp } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import * as repo from './folders.repository.js';

interface FolderRow {
  id: number;
  name: string;
  created_at: Timestamp;
  conversation_count: number | string | bigint | null;
}

function toFolder(row: FolderRow): AiFolder {
  return {
    id: String(row.id),
    name: row.name,
    conversationCount: Number(row.conversation_count ?? 0),
    createdAt: toIso(row.created_at),
  };
}

/** 'Pastas': the member's own folders; nobody else's is ever listed, renamed or deleted. */
export async function listFolders(app: FastifyInstance, member: Member): Promise<AiFolderList> {
  return { items: (await repo.listFolders(app.database.db, member.id)).map(toFolder) };
}

/** The member's folder, or 404 whether it does not exist or is someone else's. */
export async function ownedFolder(app: FastifyInstance, member: Member, folderId: number): Promise<AiFolder> {
  const row = await repo.findFolder(app.database.db, member.id, folderId);
  if (!row) throw new AppError('AI_FOLDER_NOT_FOUND');
  return toFolder(row);
}

export async function createFolder(app: FastifyInstance, member: Member, name: string): Promise<AiFolder> {
  const id = await app.database.db.transaction().execute(async (trx) => {
    if ((await repo.countFolders(trx, member.id)) >= AI_FOLDERS_MAX)
      throw new AppError('AI_FOLDERS_LIMIT', { max: AI_FOLDERS_MAX });
    return repo.insertFolder(trx, member.id, name, app.clock.now());
  });
  return ownedFolder(app, member, id);
}

export async function renameFolder(
  app: FastifyInstance,
  member: Member,
  folderId: number,
  name: string,
): Promise<AiFolder> {
  if (!(await repo.renameFolder(app.database.db, member.id, folderId, name))) throw new AppError('AI_FOLDER_NOT_FOUND');
  return ownedFolder(app, member, folderId);
}

/** Deleting a folder keeps its chats: they go back to the recent list, in no folder. */
export async function deleteFolder(app: FastifyInstance, member: Member, folderId: number): Promise<void> {
  if (!(await repo.deleteFolder(app.database.db, member.id, folderId))) throw new AppError('AI_FOLDER_NOT_FOUND');
}
