import type { Flag, Timestamp } from '../../db/column-types.js';

export interface BannersTable {
  id: string;
  title: string;
  description: string | null;
  image_url: string;
  link: string | null;
  active: Flag;
  created_at: Timestamp;
}

/** The tables this module owns, merged into the app's Database type in db/schema.ts. */
export interface BannersTables {
  banners: BannersTable;
}
