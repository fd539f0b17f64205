import type { Generated } from 'kysely';

/** Timestamps come back as ISO text from SQLite and as Date from PostgreSQL; see toIso(). */
export type Timestamp = string | Date;
/** Booleans come back as 0/1 from SQLite and as boolean from PostgreSQL. */
export type Flag = boolean | number;

/** better-auth's tables (created by its own migration step; column names are its own). */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Flag;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ProfilesTable {
  user_id: string;
  role: string;
  access_expiration: Timestamp | null;
  logo_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserPermissionsTable {
  user_id: string;
  forum: Flag;
  courses: Flag;
  ai_lab: Flag;
  ad_spy: Flag;
}

export interface SystemSettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

/** Who changed what: kept after the accounts it names are deleted (name and e-mail are snapshots). */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: string | null;
  actor_name: string;
  target_id: string | null;
  target_email: string | null;
  action: string;
  /** JSON: before/after of the change. */
  details: string;
  created_at: Timestamp;
}

export interface BannersTable {
  id: string;
  title: string;
  description: string | null;
  image_url: string;
  link: string | null;
  active: Flag;
  created_at: Timestamp;
}

export interface TranslationOverridesTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

/** Forum (migration 0003-forum). Posts keep author_id null once the member is deleted. */
export interface ForumCategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  position: Generated<number>;
  topic_count: Generated<number>;
  created_at: Generated<Timestamp>;
}

export interface ForumTopicsTable {
  id: Generated<number>;
  category_id: number;
  author_id: string | null;
  title: string;
  content: string;
  /** Plain text from the start of the content (excerptOf), written with it. */
  excerpt: string;
  /** JSON array of the tags, as typed. */
  tags: string;
  pinned: Generated<Flag>;
  locked: Generated<Flag>;
  has_poll: Generated<Flag>;
  reply_count: Generated<number>;
  like_count: Generated<number>;
  view_count: Generated<number>;
  /** 'YYYY-MM' (Brasília time) of creation: the ranking month the post counts in. */
  score_period: string;
  created_at: Timestamp;
  edited_at: Timestamp | null;
  last_activity_at: Timestamp;
  /** PostgreSQL only: the weighted search document (SQLite keeps forum_topics_fts instead). */
  search_vector?: string;
}

export interface ForumRepliesTable {
  id: Generated<number>;
  topic_id: number;
  author_id: string | null;
  content: string;
  like_count: Generated<number>;
  score_period: string;
  created_at: Timestamp;
  edited_at: Timestamp | null;
}

export interface ForumTopicLikesTable {
  id: Generated<number>;
  topic_id: number;
  user_id: string | null;
  score_period: string;
  created_at: Timestamp;
}

export interface ForumReplyLikesTable {
  id: Generated<number>;
  reply_id: number;
  user_id: string | null;
  score_period: string;
  created_at: Timestamp;
}

export interface ForumTopicViewsTable {
  id: Generated<number>;
  topic_id: number;
  user_id: string | null;
}

export interface ForumPollsTable {
  topic_id: number;
  question: string;
  multiple: Flag;
  closes_at: Timestamp | null;
}

export interface ForumPollOptionsTable {
  id: Generated<number>;
  topic_id: number;
  position: number;
  text: string;
}

export interface ForumPollBallotsTable {
  topic_id: number;
  user_id: string;
  updated_at: Timestamp;
}

export interface ForumPollVotesTable {
  option_id: number;
  topic_id: number;
  user_id: string;
}

/** Ranking counters per member and period ('all' or 'YYYY-MM'); score = the weighted sum. */
export interface ForumScoresTable {
  user_id: string;
  period: string;
  topics: number;
  replies: number;
  likes: number;
  score: number;
}

export interface ForumPostGatesTable {
  user_id: string;
  last_topic_at: Timestamp | null;
  last_reply_at: Timestamp | null;
}

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

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  profiles: ProfilesTable;
  user_permissions: UserPermissionsTable;
  system_settings: SystemSettingsTable;
  audit_log: AuditLogTable;
  banners: BannersTable;
  translation_overrides: TranslationOverridesTable;
  forum_categories: ForumCategoriesTable;
  forum_topics: ForumTopicsTable;
  forum_replies: ForumRepliesTable;
  forum_topic_likes: ForumTopicLikesTable;
  forum_reply_likes: ForumReplyLikesTable;
  forum_topic_views: ForumTopicViewsTable;
  forum_polls: ForumPollsTable;
  forum_poll_options: ForumPollOptionsTable;
  forum_poll_ballots: ForumPollBallotsTable;
  forum_poll_votes: ForumPollVotesTable;
  forum_scores: ForumScoresTable;
  forum_post_gates: ForumPostGatesTable;
  notifications: NotificationsTable;
}

export function toIso(value: Timestamp): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toDate(value: Timestamp | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}
