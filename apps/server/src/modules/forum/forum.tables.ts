import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/column-types.js';

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
  /** Written by the academy (a lesson's questions topic), not a member; author_id is null. */
  by_academy: Generated<Flag>;
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

/** Ranking counters per member and period ('all', 'YYYY-MM', or the rolling windows '7d' and '30d'); score = the weighted sum. */
export interface ForumScoresTable {
  user_id: string;
  period: string;
  topics: number;
  replies: number;
  likes: number;
  /** Course lessons completed (forum_lesson_scores holds which, so each counts once); 0 by default. */
  lessons: Generated<number>;
  score: number;
  /** A rolling window's place (1 = first), stored by its rebuild; null for the months and all time. */
  window_rank: Generated<number | null>;
}

/** Each lesson that earned a member points, once however often it is completed again. */
export interface ForumLessonScoresTable {
  user_id: string;
  /** The courses module's lesson id; no foreign key: the points stay if the lesson goes. */
  lesson_id: number;
  /** The month the points went to, 'YYYY-MM'. */
  period: string;
  /** When the points were earned (the 7- and 30-day windows); null for points earned before 20261129-1600. */
  created_at: Timestamp | null;
}

/** When each rolling window ('7d', '30d') of forum_scores was rebuilt, and until when an instance holds the rebuild. */
export interface ForumScoreWindowsTable {
  period: string;
  refreshed_at: Timestamp | null;
  claimed_until: Timestamp | null;
}

export interface ForumPostGatesTable {
  user_id: string;
  last_topic_at: Timestamp | null;
  last_reply_at: Timestamp | null;
}

/** What a member writes about themselves and hides from others (migration 20261129-1200). */
export interface ForumMemberProfilesTable {
  user_id: string;
  bio: Generated<string>;
  /** JSON array of http(s) addresses. */
  links: Generated<string>;
  hide_courses: Generated<Flag>;
  hide_activity: Generated<Flag>;
  /** The highest level the member was notified of (1 … 9): a level change notifies once. */
  level_reached: Generated<number>;
  updated_at: Timestamp;
}

/** The tables this module owns, merged into the app's Database type in db/schema.ts. */
export interface ForumTables {
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
  forum_lesson_scores: ForumLessonScoresTable;
  forum_score_windows: ForumScoreWindowsTable;
  forum_post_gates: ForumPostGatesTable;
  forum_member_profiles: ForumMemberProfilesTable;
}
