import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** AdSpy (migration 20261124-0537-adspy-tables; docs/decisions/0043, 0044). */
export interface AdspyTokensTable {
  id: Generated<number>;
  /** app.secretBox.seal(token, 'adspy.token'). */
  sealed: string;
  last4: string;
  /** 'invalidToken' (190) or 'accountBlocked' (10/2332002); null while usable. */
  dead_reason: string | null;
  dead_at: Timestamp | null;
  /** 17/613: not used before this instant. */
  resting_until: Timestamp | null;
  usage_percent: number | null;
  last_used_at: Timestamp | null;
  created_by: string | null;
  created_at: Generated<Timestamp>;
}

export interface AdspySettingsTable {
  key: string;
  value: string;
}

export interface AdspyCompetitorsTable {
  id: Generated<number>;
  user_id: string;
  name: string;
  industry: string | null;
  ad_library_url: string | null;
  page_id: string | null;
  search_terms: string | null;
  notes: string | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  latest_day: number | null;
  latest_count: number | null;
  latest_source: string | null;
  last_snapshot_at: Timestamp | null;
  last_error_reason: string | null;
  last_error_at: Timestamp | null;
  jump_notified_day: number | null;
}

export interface AdspySnapshotsTable {
  competitor_id: number;
  /** Whole UTC days since 1970-01-01. */
  day: number;
  /** Null when the fetch failed (error_reason says why): a gap, never a number. */
  active_ads: number | null;
  source: 'api' | 'manual';
  error_reason: string | null;
  recorded_at: Generated<Timestamp>;
}

export interface AdspySwipeFilesTable {
  id: Generated<number>;
  user_id: string;
  name: string;
  description: string | null;
  ad_count: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface AdspySavedAdsTable {
  id: Generated<number>;
  swipe_file_id: number;
  ad_archive_id: string;
  ad: string;
  note: string | null;
  saved_at: Generated<Timestamp>;
}

export interface AdspyTables {
  adspy_tokens: AdspyTokensTable;
  adspy_settings: AdspySettingsTable;
  adspy_competitors: AdspyCompetitorsTable;
  adspy_snapshots: AdspySnapshotsTable;
  adspy_swipe_files: AdspySwipeFilesTable;
  adspy_saved_ads: AdspySavedAdsTable;
}
