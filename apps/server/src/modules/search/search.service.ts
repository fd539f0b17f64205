import type { SiteSearchHit, SiteSearchResult } from '@blivion/shared';
import { SITE_SEARCH_GROUP_SIZE, forumTopicPath } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../auth/member.js';
import { searchCoursesForSite } from '../courses/index.js';
import { searchTopics } from '../forum/index.js';

/** The forum's best matches (its own full-text search, accent- and case-insensitive). */
async function forumTopics(app: FastifyInstance, member: Member, q: string): Promise<SiteSearchHit[]> {
  if (!member.permissions.forum) return [];
  const page = await searchTopics(app, { q, limit: SITE_SEARCH_GROUP_SIZE });
  return page.items.map((topic) => ({
    id: topic.id,
    title: topic.title,
    detail: topic.category.name,
    link: forumTopicPath(topic.id),
  }));
}

/**
 * The top bar's search: the best few of each kind the member may open, grouped by kind, each
 * searched by the module that owns it (decision 0032).
 */
export async function searchSite(app: FastifyInstance, member: Member, q: string): Promise<SiteSearchResult> {
  const [{ courses, lessons }, topics] = await Promise.all([
    searchCoursesForSite(app, member, q, SITE_SEARCH_GROUP_SIZE),
    forumTopics(app, member, q),
  ]);
  return { courses, lessons, topics };
}
