import type {
  Comparison,
  Competitor,
  CompetitorList,
  CreatedCompetitor,
  createCompetitorSchema,
  updateCompetitorSchema,
} from '@blivion/shared';
import {
  ADSPY_COMPETITORS_MAX,
  ADSPY_TREND_DAYS,
  adLibraryLinkOf,
  keywordLibraryLink,
  pageLibraryLink,
  translate,
} from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Member } from '../../../auth/member.js';
import { toIso } from '../../../db/schema.js';
import { AppError, fieldError, validationError } from '../../../http/app-error.js';
import { withdrawAbout } from '../../notifications/index.js';
import { AdSpyApiError } from '../graph/ad-library.js';
import { hasLiveToken } from '../tokens/tokens.service.js';
import type { CompetitorRow } from './competitors.repository.js';
import * as repo from './competitors.repository.js';
import { countActiveAds, recordApiCount, recordFailure, recordManualCount } from './counts.service.js';
import { dayText, epochDay, figuresOf, NO_FIGURES } from './figures.js';
import type { LatestCount } from './figures.js';
import { seedCompetitorsForFirstMaster } from './seed.js';

type CreateInput = z.output<typeof createCompetitorSchema>;
type UpdateInput = z.output<typeof updateCompetitorSchema>;

/** The counts the figures need, by day: those 1, 7 and 30 days before the latest (null: a gap). */
function baselinesOf(row: CompetitorRow): ReadonlyMap<number, number> {
  const counts = new Map<number, number>();
  if (row.latest_day === null) return counts;
  for (const [back, count] of [
    [1, row.count_1],
    [7, row.count_7],
    [30, row.count_30],
  ] as const) {
    if (count !== null) counts.set(row.latest_day - back, count);
  }
  return counts;
}

function viewOf(row: CompetitorRow, trend: Array<number | null>): Competitor {
  const counts = baselinesOf(row);
  const latest: LatestCount | null =
    row.latest_day !== null && row.latest_count !== null
      ? { day: row.latest_day, count: row.latest_count, source: row.latest_source === 'manual' ? 'manual' : 'api' }
      : null;
  return {
    id: String(row.id),
    name: row.name,
    industry: row.industry ?? translate('adSpy.form.industryDefault'),
    adLibraryUrl: row.ad_library_url,
    pageId: row.page_id,
    notes: row.notes,
    createdAt: toIso(row.created_at),
    lastActivityAt: row.last_snapshot_at === null ? null : toIso(row.last_snapshot_at),
    figures: latest ? figuresOf(latest, counts) : NO_FIGURES,
    trend,
    lastError:
      row.last_error_reason !== null && row.last_error_at !== null
        ? { reason: row.last_error_reason, at: toIso(row.last_error_at) }
        : null,
  };
}

function countsByCompetitor(rows: Array<{ competitor_id: number; day: number; active_ads: number | null }>) {
  const byCompetitor = new Map<number, Map<number, number>>();
  for (const row of rows) {
    if (row.active_ads === null) continue;
    let counts = byCompetitor.get(row.competitor_id);
    if (!counts) byCompetitor.set(row.competitor_id, (counts = new Map()));
    counts.set(row.day, row.active_ads);
  }
  return byCompetitor;
}

const NO_COUNTS: ReadonlyMap<number, number> = new Map();

/** Each competitor's counts of the ADSPY_TREND_DAYS days ending today, oldest first (null: no count). */
async function trendsOf(app: FastifyInstance, member: Member, competitorId?: number) {
  const today = epochDay(app.clock.now());
  const from = today - ADSPY_TREND_DAYS + 1;
  const rows = await repo.memberSnapshotsBetween(app.database.db, member.id, from, today, competitorId);
  const counts = countsByCompetitor(rows);
  return (id: number) => {
    const byDay = counts.get(id) ?? NO_COUNTS;
    return Array.from({ length: ADSPY_TREND_DAYS }, (_, i) => byDay.get(from + i) ?? null);
  };
}

export async function listCompetitorViews(app: FastifyInstance, member: Member): Promise<CompetitorList> {
  const db = app.database.db;
  await seedCompetitorsForFirstMaster(app, member);
  const [rows, trendOf] = await Promise.all([repo.listCompetitors(db, member.id), trendsOf(app, member)]);
  return { items: rows.map((row) => viewOf(row, trendOf(row.id))) };
}

async function ownCompetitor(app: FastifyInstance, member: Member, id: number): Promise<CompetitorRow> {
  const row = await repo.findCompetitor(app.database.db, member.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function competitorView(app: FastifyInstance, member: Member, id: number): Promise<Competitor> {
  const [row, trendOf] = await Promise.all([ownCompetitor(app, member, id), trendsOf(app, member, id)]);
  return viewOf(row, trendOf(id));
}

/** Where the Ad Library finds the competitor: the page id of the link or field, else keywords. */
function lookupOf(name: string, url: string | null, pageId: string | null) {
  const link = url ? adLibraryLinkOf(url) : null;
  const page = pageId ?? link?.pageId ?? null;
  return {
    ad_library_url: url ?? (page ? pageLibraryLink(page) : null),
    page_id: page,
    search_terms: page ? null : (link?.searchTerms ?? name),
  };
}

export async function createCompetitor(
  app: FastifyInstance,
  member: Member,
  input: CreateInput,
): Promise<CreatedCompetitor> {
  const db = app.database.db;
  if ((await repo.countCompetitors(db, member.id)) >= ADSPY_COMPETITORS_MAX) {
    throw validationError(fieldError('name', 'adSpy.validation.tooManyCompetitors'));
  }
  const liveToken = await hasLiveToken(app);
  let urlGenerated = false;
  let lookup = lookupOf(input.name, input.adLibraryUrl, input.pageId);
  if (!lookup.ad_library_url) {
    if (!liveToken) throw validationError(fieldError('adLibraryUrl', 'adSpy.validation.linkRequired'));
    lookup = { ...lookup, ad_library_url: keywordLibraryLink(input.name) };
    urlGenerated = true;
  }
  const at = app.clock.now();
  const id = await repo.insertCompetitor(
    db,
    member.id,
    { name: input.name, industry: input.industry, notes: input.notes, ...lookup },
    at,
  );
  if (input.adCount !== null && input.adCount !== undefined) {
    await recordManualCount(app, id, input.adCount);
  } else if (liveToken) {
    await fetchCount(app, member, id).catch((error: unknown) => {
      // The competitor is added; its card shows why there is no count yet (lastError).
      if (!(error instanceof AppError)) throw error;
    });
  }
  return { competitor: await competitorView(app, member, id), urlGenerated };
}

export async function updateCompetitor(
  app: FastifyInstance,
  member: Member,
  id: number,
  input: UpdateInput,
): Promise<Competitor> {
  const row = await ownCompetitor(app, member, id);
  const name = input.name ?? row.name;
  const linkChanged = input.adLibraryUrl !== undefined || input.pageId !== undefined;
  const lookup = linkChanged
    ? lookupOf(
        name,
        input.adLibraryUrl !== undefined ? input.adLibraryUrl : row.ad_library_url,
        input.pageId !== undefined ? input.pageId : null,
      )
    : {};
  await repo.updateCompetitor(
    app.database.db,
    member.id,
    id,
    {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.industry !== undefined ? { industry: input.industry } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...lookup,
    },
    app.clock.now(),
  );
  return competitorView(app, member, id);
}

export async function deleteCompetitor(app: FastifyInstance, member: Member, id: number): Promise<void> {
  await app.database.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteCompetitor(trx, member.id, id))) throw new AppError('NOT_FOUND');
    await withdrawAbout(trx, 'adSpy.competitor', [id]);
  });
}

/** 'Atualizar dados': the count from the API now (needs a token); a failure is kept on the competitor. */
export async function fetchCount(app: FastifyInstance, member: Member, id: number): Promise<Competitor> {
  const row = await ownCompetitor(app, member, id);
  if (!(await hasLiveToken(app))) throw new AppError('ADSPY_NO_TOKEN');
  try {
    await recordApiCount(app, row, await countActiveAds(app, row));
  } catch (error) {
    if (error instanceof AdSpyApiError) await recordFailure(app, row.id, error.reason, null);
    throw error;
  }
  return competitorView(app, member, id);
}

/**
 * 'Atualizar' for all: counts each of the member's competitors now, one call per page or keywords,
 * and stops at the rate limit (the competitors counted keep their counts; the rest wait for the job).
 */
export async function fetchAllCounts(app: FastifyInstance, member: Member): Promise<CompetitorList> {
  if (!(await hasLiveToken(app))) throw new AppError('ADSPY_NO_TOKEN');
  const counted = new Map<string, number>();
  for (const row of await repo.listCompetitors(app.database.db, member.id)) {
    const key = row.page_id ? `page:${row.page_id}` : `q:${row.search_terms ?? row.name}`;
    try {
      const count = counted.get(key) ?? (await countActiveAds(app, row));
      counted.set(key, count);
      await recordApiCount(app, row, count);
    } catch (error) {
      if (!(error instanceof AdSpyApiError)) throw error;
      await recordFailure(app, row.id, error.reason, null);
      if (error.reason !== 'badRequest') throw error;
    }
  }
  return listCompetitorViews(app, member);
}

/** 'Atualizar contagem': a number is today's manual count; blank fetches it from the API. */
export async function updateCount(
  app: FastifyInstance,
  member: Member,
  id: number,
  count: number | null,
): Promise<Competitor> {
  if (count === null) return fetchCount(app, member, id);
  await ownCompetitor(app, member, id);
  await recordManualCount(app, id, count);
  return competitorView(app, member, id);
}

export async function comparison(
  app: FastifyInstance,
  member: Member,
  ids: number[],
  days: number,
): Promise<Comparison> {
  const db = app.database.db;
  const found = await repo.findCompetitorsByIds(db, member.id, ids);
  if (found.length !== ids.length) throw new AppError('NOT_FOUND');
  const today = epochDay(app.clock.now());
  const from = today - days + 1;
  const counts = countsByCompetitor(await repo.snapshotsBetween(db, ids, from, today));
  const dayNumbers = Array.from({ length: days }, (_, i) => from + i);
  const names = new Map(found.map((row) => [row.id, row.name]));
  return {
    days,
    dates: dayNumbers.map(dayText),
    series: ids.map((id) => {
      const byDay = counts.get(id) ?? NO_COUNTS;
      return { id: String(id), name: names.get(id)!, counts: dayNumbers.map((day) => byDay.get(day) ?? null) };
    }),
  };
}
