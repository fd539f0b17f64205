import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

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
}

/** The tables this module owns, merged into the app's Database type in db/schema.ts. */
export interface NotificationsTables {
  notifications: NotificationsTable;
}
