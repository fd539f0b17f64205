/**
 * Links to the public Meta Ad Library (facebook.com/ads/library), read and written the same way by
 * the server and the forms. None of them carries a token: the Graph API's `ad_snapshot_url` does, so
 * it never leaves the server and an ad is linked by its id instead.
 */

const LIBRARY_HOSTS = new Set(['facebook.com', 'www.facebook.com', 'm.facebook.com', 'web.facebook.com']);
const LIBRARY_BASE = 'https://www.facebook.com/ads/library/';
const PAGE_ID_PATTERN = /^\d{1,20}$/;

/** A page id as the Ad Library writes it: digits only. */
export function isPageId(text: string): boolean {
  return PAGE_ID_PATTERN.test(text);
}

export interface AdLibraryLink {
  /** `view_all_page_id`: the advertiser's page, when the link names one. */
  pageId: string | null;
  /** `q`: the keywords of a keyword search link. */
  searchTerms: string | null;
}

/** What an Ad Library link names, or null when it is not an https link to facebook.com/ads/library. */
export function adLibraryLinkOf(text: string): AdLibraryLink | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !LIBRARY_HOSTS.has(url.hostname.toLowerCase())) return null;
  if (!/^\/ads\/library\/?$/.test(url.pathname)) return null;
  const pageId = url.searchParams.get('view_all_page_id');
  const q = url.searchParams.get('q')?.trim();
  return {
    pageId: pageId !== null && isPageId(pageId) ? pageId : null,
    searchTerms: q ? q : null,
  };
}

function libraryLink(params: Record<string, string>): string {
  return `${LIBRARY_BASE}?${new URLSearchParams(params).toString()}`;
}

/** The library's page of one advertiser's active ads, in every country. */
export function pageLibraryLink(pageId: string): string {
  return libraryLink({
    active_status: 'active',
    ad_type: 'all',
    country: 'ALL',
    view_all_page_id: pageId,
    search_type: 'page',
    media_type: 'all',
  });
}

/** The library's keyword search for a competitor's name ('URL gerada automaticamente'). */
export function keywordLibraryLink(terms: string): string {
  return libraryLink({
    active_status: 'active',
    ad_type: 'all',
    country: 'ALL',
    q: terms,
    search_type: 'keyword_unordered',
    media_type: 'all',
  });
}

/** One ad's public page in the library. */
export function adLibraryAdLink(adArchiveId: string): string {
  return libraryLink({ id: adArchiveId });
}
