import type { AdPlatform, AdSearch, LibraryAd, LibraryPage } from '@blivion/shared';
import { ADSPY_CACHE_TTL_SECONDS, ADSPY_PAGE_SIZE, ADSPY_PLATFORMS, adLibraryAdLink } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { adsArchive } from '../graph/ad-library.js';
import type { GraphAd, GraphParams } from '../graph/graph-client.js';
import { LIBRARY_FIELDS } from '../graph/graph-client.js';

/**
 * 'Biblioteca': one page of ads_archive, kept ADSPY_CACHE_TTL_SECONDS in this instance's memory by
 * the search and cursor (never by token), so members searching alike spend no extra calls.
 */

const CACHE_MAX_ENTRIES = 500;
interface CacheEntry {
  page: Omit<LibraryPage, 'fromCache'>;
  expiresAt: number;
}
const caches = new WeakMap<FastifyInstance, Map<string, CacheEntry>>();

function cacheOf(app: FastifyInstance): Map<string, CacheEntry> {
  let cache = caches.get(app);
  if (!cache) {
    cache = new Map();
    caches.set(app, cache);
  }
  return cache;
}

const dayOf = (text: string | undefined) => (text ? text.slice(0, 10) : null);

/**
 * The page's public profile picture under the configured Graph base (`<base>/<page-id>/picture`):
 * the API redirects to the image without a token, so the browser loads it directly and no token
 * can leak. Null when the id is missing or not the digits of a page id.
 */
export function pagePictureUrl(graphUrl: string, pageId: string | null): string | null {
  if (!pageId || !/^\d{1,30}$/.test(pageId)) return null;
  return `${graphUrl}/${pageId}/picture?type=normal`;
}

export function libraryAdOf(ad: GraphAd, graphUrl: string): LibraryAd {
  const platforms = (ad.publisher_platforms ?? [])
    .map((p) => p.toLowerCase())
    .filter((p): p is AdPlatform => (ADSPY_PLATFORMS as readonly string[]).includes(p));
  return {
    id: ad.id,
    pageId: ad.page_id ?? null,
    pageName: ad.page_name ?? '',
    pagePictureUrl: pagePictureUrl(graphUrl, ad.page_id ?? null),
    bodies: ad.ad_creative_bodies ?? [],
    titles: ad.ad_creative_link_titles ?? [],
    descriptions: ad.ad_creative_link_descriptions ?? [],
    libraryUrl: adLibraryAdLink(ad.id),
    startDate: dayOf(ad.ad_delivery_start_time),
    stopDate: dayOf(ad.ad_delivery_stop_time),
    platforms,
    languages: ad.languages ?? [],
    euReach: typeof ad.eu_total_reach === 'number' ? Math.round(ad.eu_total_reach) : null,
  };
}

export function graphParamsOf(search: AdSearch): GraphParams {
  return {
    ad_type: 'ALL',
    ad_reached_countries: [search.country],
    search_terms: search.q ?? undefined,
    search_page_ids: search.pageId ? [search.pageId] : undefined,
    ad_active_status: search.status.toUpperCase(),
    publisher_platforms: search.platform ? [search.platform.toUpperCase()] : undefined,
    media_type: search.mediaType.toUpperCase(),
    languages: search.language ? [search.language] : undefined,
    ad_delivery_date_min: search.dateFrom,
    ad_delivery_date_max: search.dateTo,
    fields: LIBRARY_FIELDS,
    limit: ADSPY_PAGE_SIZE,
    after: search.after,
  };
}

export async function searchLibrary(app: FastifyInstance, search: AdSearch): Promise<LibraryPage> {
  const now = app.clock.now();
  if (!search.q && !search.pageId) {
    return { ads: [], nextCursor: null, fetchedAt: now.toISOString(), fromCache: false, cacheTtlSeconds: 0 };
  }
  const params = graphParamsOf(search);
  const key = JSON.stringify(params);
  const cache = cacheOf(app);
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now.getTime()) return { ...hit.page, fromCache: true };

  const { ads, after } = await adsArchive(app, params);
  const page = {
    ads: ads.map((ad) => libraryAdOf(ad, app.config.metaGraphUrl)),
    nextCursor: after,
    fetchedAt: now.toISOString(),
    cacheTtlSeconds: ADSPY_CACHE_TTL_SECONDS,
  };
  cache.delete(key);
  cache.set(key, { page, expiresAt: now.getTime() + ADSPY_CACHE_TTL_SECONDS * 1000 });
  for (const [oldest, entry] of cache) {
    if (cache.size <= CACHE_MAX_ENTRIES && entry.expiresAt > now.getTime()) break;
    cache.delete(oldest);
  }
  return { ...page, fromCache: false };
}
