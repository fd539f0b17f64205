import type { ModuleRelease } from '@blivion/shared';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Brasília is UTC−3 all year (no daylight saving time since 2019). */
const BRASILIA_OFFSET_MS = 3 * 60 * 60 * 1000;

/** 00:00 in Brasília of the day the moment falls on there. */
export function startOfDayInBrasilia(at: Date): Date {
  const local = at.getTime() - BRASILIA_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS + BRASILIA_OFFSET_MS);
}

/** 00:00 in Brasília of the calendar day 'YYYY-MM-DD'. */
export function dayInBrasilia(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + BRASILIA_OFFSET_MS);
}

/** The stored columns of a module's schedule. */
export interface ReleaseColumns {
  release_kind: string;
  release_days: number | null;
  release_date: string | null;
}

export function releaseOf(row: ReleaseColumns): ModuleRelease {
  if (row.release_kind === 'days' && row.release_days !== null) return { kind: 'days', days: row.release_days };
  if (row.release_kind === 'date' && row.release_date !== null) return { kind: 'date', date: row.release_date };
  return { kind: 'immediate' };
}

export function releaseColumns(release: ModuleRelease): ReleaseColumns {
  if (release.kind === 'days') return { release_kind: 'days', release_days: release.days, release_date: null };
  if (release.kind === 'date') return { release_kind: 'date', release_days: null, release_date: release.date };
  return { release_kind: 'immediate', release_days: null, release_date: null };
}

/**
 * When the module opens for a member whose access to courses started at `accessStart`: null for a
 * module open at once; for 'days', 00:00 in Brasília N days after the day access started; for
 * 'date', 00:00 in Brasília of that day.
 */
export function opensAt(row: ReleaseColumns, accessStart: Date): Date | null {
  const release = releaseOf(row);
  if (release.kind === 'days') return new Date(startOfDayInBrasilia(accessStart).getTime() + release.days * DAY_MS);
  if (release.kind === 'date') return dayInBrasilia(release.date);
  return null;
}

/** Who is looking, and when: what decides which modules are open. */
export interface ReleaseViewer {
  /** Staff outside a preview: every module is open. */
  seesEverything: boolean;
  accessStart: Date;
  now: Date;
}

/** When the module opens for the viewer, or null when it is open now. */
export function lockedUntil(viewer: ReleaseViewer, row: ReleaseColumns): Date | null {
  if (viewer.seesEverything) return null;
  const at = opensAt(row, viewer.accessStart);
  return at !== null && at.getTime() > viewer.now.getTime() ? at : null;
}

/** 'dd/MM' in Brasília, as 'Disponível em 12/12' says it. */
export function shortDay(at: Date): string {
  return new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'America/Sao_Paulo' }).format(
    at,
  );
}
