import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readSetting, writeSetting } from '../settings/index.js';

const PLATFORM_LOGO_KEY = 'platformLogoUrl';

/** The academy's logo URL (an upload), or null when none is set. */
export async function readPlatformLogo(db: Kysely<Database>): Promise<string | null> {
  const value = await readSetting(db, PLATFORM_LOGO_KEY);
  return typeof value === 'string' ? value : null;
}

export async function writePlatformLogo(db: Kysely<Database>, logoUrl: string | null, at: Date): Promise<void> {
  await writeSetting(db, PLATFORM_LOGO_KEY, logoUrl, at);
}
