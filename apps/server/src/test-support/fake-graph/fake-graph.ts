import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pictureOf, PICTURE_PATH, sendPicture } from './page-picture.js';

/**
 * A fake Meta Graph API on loopback that speaks `GET /<version>/ads_archive` as the real one does:
 * the required `access_token` and `ad_reached_countries`, the filters, `limit` and `after` paging
 * with `paging.cursors` and a `paging.next` URL that carries the token (as Meta's does), the usage
 * headers, and the error envelope with codes 4, 17, 100, 190, 613 and 10/2332002. Also
 * `GET /<version>/<page-id>/picture` as page-picture.ts describes (public, no token).
 */

export interface FakeAd {
  id: string;
  page_id: string;
  page_name: string;
  ad_creative_bodies?: string[];
  ad_creative_link_titles?: string[];
  ad_creative_link_descriptions?: string[];
  ad_delivery_start_time: string;
  ad_delivery_stop_time?: string;
  publisher_platforms: string[];
  languages?: string[];
  eu_total_reach?: number;
  /** Where it was delivered; not a field the API returns. */
  countries: string[];
  media_type?: 'IMAGE' | 'VIDEO' | 'MEME' | 'NONE';
  active: boolean;
}

export interface FakeGraphError {
  code: number;
  subcode?: number;
  /** Minutes, sent in X-Business-Use-Case-Usage's estimated_time_to_regain_access. */
  regainMinutes?: number;
  /** How many calls fail this way before the token answers again (default: every call). */
  times?: number;
}

export interface FakeGraphRequest {
  /** The path asked for, e.g. /v24.0/ads_archive. */
  path: string;
  token: string | null;
  params: Record<string, string>;
}

export const FAKE_GRAPH_VERSION = 'v24.0';

export interface FakeGraph {
  /** `META_GRAPH_URL` for the app: http://127.0.0.1:<port>/v24.0 */
  url: string;
  ads: FakeAd[];
  /** Tokens the fake accepts; any other answers 190. */
  tokens: Set<string>;
  /** Scripted failures by token. */
  errors: Map<string, FakeGraphError>;
  /** Usage percent sent in X-App-Usage (call_count). */
  usagePercent: number;
  requests: FakeGraphRequest[];
  close(): Promise<void>;
}

function jsonArray(text: string | undefined): string[] | null {
  if (text === undefined) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.map(String) : null;
  } catch {
    return null;
  }
}

function matches(ad: FakeAd, p: Record<string, string>): boolean {
  const countries = jsonArray(p.ad_reached_countries) ?? [];
  if (!countries.includes('ALL') && !ad.countries.some((c) => countries.includes(c))) return false;
  const status = p.ad_active_status ?? 'ACTIVE';
  if (status === 'ACTIVE' && !ad.active) return false;
  if (status === 'INACTIVE' && ad.active) return false;
  const pageIds = jsonArray(p.search_page_ids);
  if (pageIds && !pageIds.includes(ad.page_id)) return false;
  if (p.search_terms) {
    const text = [ad.page_name, ...(ad.ad_creative_bodies ?? []), ...(ad.ad_creative_link_titles ?? [])]
      .join(' ')
      .toLowerCase();
    if (
      !p.search_terms
        .toLowerCase()
        .split(/\s+/)
        .every((word) => text.includes(word))
    )
      return false;
  }
  const platforms = jsonArray(p.publisher_platforms);
  if (platforms && !ad.publisher_platforms.some((x) => platforms.includes(x))) return false;
  if (p.media_type && p.media_type !== 'ALL' && ad.media_type !== p.media_type) return false;
  const languages = jsonArray(p.languages);
  if (languages && !(ad.languages ?? []).some((x) => languages.includes(x))) return false;
  const start = ad.ad_delivery_start_time.slice(0, 10);
  if (p.ad_delivery_date_min && start < p.ad_delivery_date_min) return false;
  if (p.ad_delivery_date_max && start > p.ad_delivery_date_max) return false;
  return true;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function graphError(res: ServerResponse, code: number, message: string, subcode?: number, usage = {}) {
  send(
    res,
    400,
    { error: { message, type: 'OAuthException', code, error_subcode: subcode, fbtrace_id: 'Afake' } },
    usage,
  );
}

export async function startFakeGraph(): Promise<FakeGraph> {
  const fake: Omit<FakeGraph, 'url' | 'close'> = {
    ads: [],
    tokens: new Set(),
    errors: new Map(),
    usagePercent: 12,
    requests: [],
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const params = Object.fromEntries(url.searchParams.entries());
    const token = params.access_token ?? null;
    delete params.access_token;
    fake.requests.push({ path: url.pathname, token, params });
    if (req.method === 'GET' && url.pathname.startsWith(PICTURE_PATH)) return sendPicture(res, url.pathname);
    const picture = req.method === 'GET' ? pictureOf(url, FAKE_GRAPH_VERSION) : null;
    if (picture) {
      if (!fake.ads.some((ad) => ad.page_id === picture.pageId)) {
        return graphError(res, 803, `(#803) Some of the aliases you requested do not exist: ${picture.pageId}`);
      }
      const image = `http://${req.headers.host}${PICTURE_PATH}${picture.pageId}-${picture.size}.png`;
      if (picture.redirect) {
        res.writeHead(302, { location: image, 'content-length': '0' });
        return res.end();
      }
      return send(res, 200, {
        data: { height: picture.size, width: picture.size, is_silhouette: false, url: image },
      });
    }
    if (req.method !== 'GET' || url.pathname !== `/${FAKE_GRAPH_VERSION}/ads_archive`) {
      return graphError(res, 100, 'Unknown path components');
    }
    const usageHeaders = {
      'x-app-usage': JSON.stringify({ call_count: fake.usagePercent, total_cputime: 1, total_time: 1 }),
    };
    if (!token || !fake.tokens.has(token)) return graphError(res, 190, 'Invalid OAuth access token.');
    const scripted = fake.errors.get(token);
    if (scripted) {
      if (scripted.times !== undefined) {
        scripted.times -= 1;
        if (scripted.times <= 0) fake.errors.delete(token);
      }
      const business = JSON.stringify({
        '1234': [
          {
            type: 'ads_archive',
            call_count: 100,
            total_cputime: 20,
            total_time: 30,
            estimated_time_to_regain_access: scripted.regainMinutes ?? 0,
          },
        ],
      });
      return graphError(res, scripted.code, `Error ${scripted.code}`, scripted.subcode, {
        ...usageHeaders,
        'x-business-use-case-usage': business,
      });
    }
    if (!jsonArray(params.ad_reached_countries)?.length) {
      return graphError(res, 100, '(#100) The parameter ad_reached_countries is required');
    }
    const limit = Math.min(Number(params.limit ?? 25) || 25, 5000);
    const offset = params.after ? Number(Buffer.from(params.after, 'base64url').toString()) : 0;
    const found = fake.ads.filter((ad) => matches(ad, params));
    const fields = (params.fields ?? 'id').split(',');
    const data = found.slice(offset, offset + limit).map((ad) => {
      const row: Record<string, unknown> = {};
      for (const field of fields) if (field in ad) row[field] = ad[field as keyof FakeAd];
      return row;
    });
    const end = offset + data.length;
    const paging: Record<string, unknown> = {
      cursors: {
        before: Buffer.from(String(offset)).toString('base64url'),
        after: Buffer.from(String(end)).toString('base64url'),
      },
    };
    if (end < found.length) {
      const next = new URL(`http://${req.headers.host}${url.pathname}`);
      for (const [name, value] of url.searchParams) next.searchParams.set(name, value);
      next.searchParams.set('after', Buffer.from(String(end)).toString('base64url'));
      paging.next = next.toString();
    }
    send(res, 200, { data, paging }, usageHeaders);
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/${FAKE_GRAPH_VERSION}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

let nextId = 900_000_000_000;

/** An active ad delivered in Brazil and the EU on Facebook and Instagram, with the fields overridden. */
export function fakeAd(overrides: Partial<FakeAd> = {}): FakeAd {
  nextId += 1;
  return {
    id: String(nextId),
    page_id: '1001',
    page_name: 'Loja Exemplo',
    ad_creative_bodies: ['Frete grátis em todo o Brasil'],
    ad_creative_link_titles: ['Compre agora'],
    ad_delivery_start_time: '2026-11-01',
    publisher_platforms: ['FACEBOOK', 'INSTAGRAM'],
    languages: ['pt'],
    countries: ['BR', 'PT'],
    media_type: 'IMAGE',
    active: true,
    ...overrides,
  };
}
