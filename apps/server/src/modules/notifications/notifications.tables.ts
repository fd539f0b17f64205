import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

export interface NotificationsTable {
  id: Generated<number>;
  recipient_id: string;
  actor_id: string | null;
  kind: string;
  topic_id: number | null;
  reply_id: number | null;
  read_at: Timestamp | null;
  created_at: Timestamp;
}

/** The tables this module owns, merged into the app's Database type in db/schema.ts. */
export interface NotificationsTables {
  notifications: NotificationsTable;
}
