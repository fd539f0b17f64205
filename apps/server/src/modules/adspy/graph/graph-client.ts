/**
 * One call to the Meta Ad Library API (`GET <base>/ads_archive`). The token travels as a query
 * parameter, so neither the URL nor the token is ever put in a log, an error or a response: a
 * failure is described by its Graph code only (docs/decisions/0043).
 */

export type GraphFailureKind = 'rateLimited' | 'appLimited' | 'tokenDead' | 'badRequest' | 'unavailable';

export interface GraphFailure {
  kind: GraphFailureKind;
  /** The Graph error code and subcode, when the API answered with one. */
  code: number | null;
  subcode: number | null;
  /** From `estimated_time_to_regain_access` (minutes) when the API gave it. */
  retryAfterSeconds: number | null;
}

export interface GraphAd {
  id: string;
  page_id?: string;
  page_name?: string;
  ad_creative_bodies?: string[];
  ad_creative_link_titles?: string[];
  ad_creative_link_descriptions?: string[];
  ad_delivery_start_time?: string;
  ad_delivery_stop_time?: string;
  publisher_platforms?: string[];
  languages?: string[];
  eu_total_reach?: number;
}

export type GraphResult =
  | { ok: true; ads: GraphAd[]; after: string | null; usagePercent: number | null }
  | { ok: false; failure: GraphFailure; usagePercent: number | null };

export const LIBRARY_FIELDS = [
  'id',
  'page_id',
  'page_name',
  'ad_creative_bodies',
  'ad_creative_link_titles',
  'ad_creative_link_descriptions',
  'ad_delivery_start_time',
  'ad_delivery_stop_time',
  'publisher_platforms',
  'languages',
  'eu_total_reach',
].join(',');

/** The query of one ads_archive call, in the API's own parameter names (arrays are sent as JSON). */
export type GraphParams = Record<string, string | number | readonly string[] | undefined>;

const TIMEOUT_MS = 15_000;

/** Classifies a Graph error by its code (STACK.md "Meta Ad Library API"). */
export function failureKindOf(code: number | null, subcode: number | null): GraphFailureKind {
  if (code === 17 || code === 613) return 'rateLimited';
  if (code === 4) return 'appLimited';
  if (code === 190 || (code === 10 && subcode === 2332002)) return 'tokenDead';
  if (code === 100) return 'badRequest';
  return 'unavailable';
}

function numberOr(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The usage headers: the highest percent of `X-App-Usage` and `X-Business-Use-Case-Usage`, and the
 * longest `estimated_time_to_regain_access` (minutes, as seconds).
 */
export function readUsage(headers: Headers): { percent: number | null; regainSeconds: number | null } {
  const percents: number[] = [];
  let regainMinutes: number | null = null;
  const collect = (entry: unknown) => {
    if (!entry || typeof entry !== 'object') return;
    const record = entry as Record<string, unknown>;
    for (const key of ['call_count', 'total_cputime', 'total_time']) {
      const value = numberOr(record[key]);
      if (value !== null) percents.push(value);
    }
    const regain = numberOr(record.estimated_time_to_regain_access);
    if (regain !== null) regainMinutes = Math.max(regainMinutes ?? 0, regain);
  };
  collect(parseJson(headers.get('x-app-usage')));
  const business = parseJson(headers.get('x-business-use-case-usage'));
  if (business && typeof business === 'object') {
    for (const entries of Object.values(business as Record<string, unknown>)) {
      if (Array.isArray(entries)) entries.forEach(collect);
    }
  }
  return {
    percent: percents.length > 0 ? Math.round(Math.max(...percents)) : null,
    regainSeconds: regainMinutes === null ? null : Math.round(regainMinutes * 60),
  };
}

/** The `after` cursor of the next page: from `paging.cursors.after` when `paging.next` exists. */
function nextCursorOf(paging: unknown): string | null {
  if (!paging || typeof paging !== 'object') return null;
  const { next, cursors } = paging as { next?: unknown; cursors?: { after?: unknown } };
  if (typeof next !== 'string') return null;
  if (typeof cursors?.after === 'string') return cursors.after;
  try {
    return new URL(next).searchParams.get('after');
  } catch {
    return null;
  }
}

export async function callAdsArchive(base: string, token: string, params: GraphParams): Promise<GraphResult> {
  const url = new URL(`${base}/ads_archive`);
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    url.searchParams.set(name, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  url.searchParams.set('access_token', token);

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
    text = await response.text();
  } catch {
    // The cause names the URL on some failures: it is dropped, not wrapped.
    return { ok: false, failure: unavailable(), usagePercent: null };
  }
  const usage = readUsage(response.headers);
  const body = parseJson(text) as { data?: unknown; paging?: unknown; error?: Record<string, unknown> } | null;
  if (response.ok && body && Array.isArray(body.data)) {
    return {
      ok: true,
      ads: body.data.filter((ad): ad is GraphAd => !!ad && typeof (ad as GraphAd).id === 'string'),
      after: nextCursorOf(body.paging),
      usagePercent: usage.percent,
    };
  }
  const error = body?.error;
  const code = numberOr(error?.code);
  const subcode = numberOr(error?.error_subcode);
  return {
    ok: false,
    failure: { kind: failureKindOf(code, subcode), code, subcode, retryAfterSeconds: usage.regainSeconds },
    usagePercent: usage.percent,
  };
}

function unavailable(): GraphFailure {
  return { kind: 'unavailable', code: null, subcode: null, retryAfterSeconds: null };
}
