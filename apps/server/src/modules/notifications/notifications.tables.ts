import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/column-types.js';

export interface NotificationsTable {
  id: Generated<number>;
  recipient_id: string;
  actor_id: string | null;
  /** '<module>.<event>', e.g. 'forum.like'. */
  kind: string;
  /** What it is about, in the raising module's terms, e.g. 'forum.reply' and '42'. */
  subject_type: string;
  subject_id: string;
  /** A catalogue key and its parameters (JSON), rendered when the bell is read. */
  text_key: string;
  text_params: string;
  /** A path of the web app. */
  link: string;
  read_at: Timestamp | null;
  created_at: Timestamp;
  /** Raised with a group: one unread row per recipient and group (migration 20261129-1230). */
  group_key: string | null;
  /** How many members acted in the group (1 for an ungrouped row). */
  actor_count: Generated<number>;
}

/** Who acted in a grouped notification, in order (the newest has the highest id). */
export interface NotificationActorsTable {
  id: Generated<number>;
  notification_id: number;
  actor_id: string;
}

/** A member's choice for one kind (migration 20261129-1600; decision 0100); no row means the defaults. */
export interface NotificationPreferencesTable {
  user_id: string;
  /** A NotificationPreferenceKind, or 'weeklyDigest' (whose in_app is unused). */
  kind: string;
  in_app: Flag;
  email: Flag;
}

/** The weekly digest sent to one member for one ISO week ('2026-W48'), claimed in the transaction that sends it (decision 0102). */
export interface NotificationDigestsTable {
  user_id: string;
  week: string;
  claimed_at: Generated<Timestamp>;
}

/** The tables this module owns, merged into the app's Database type in db/schema.ts. */
export interface NotificationsTables {
  notifications: NotificationsTable;
  notification_actors: NotificationActorsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_digests: NotificationDigestsTable;
}
