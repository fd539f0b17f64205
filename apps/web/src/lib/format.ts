import { format, formatDistanceToNowStrict, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

/** Formats an ISO date with a catalogue pattern (dd/MM/yyyy), in Brazilian Portuguese. */
export function formatDate(iso: string | null | undefined, pattern: string): string | null {
  if (!iso) return null;
  const date = parseISO(iso);
  return isValid(date) ? format(date, pattern, { locale: ptBR }) : null;
}

/** Brasília has no summer time: UTC-03:00 all year. */
const BRASILIA_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * The calendar day (in Brasília) an access expiry falls on, as a local Date at midnight: the
 * server stores a picked date as the end of that day in Brasília, so it reads back as the same day.
 */
export function expiryDay(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const instant = parseISO(iso);
  if (!isValid(instant)) return null;
  const brasilia = new Date(instant.getTime() - BRASILIA_OFFSET_MS);
  return new Date(brasilia.getUTCFullYear(), brasilia.getUTCMonth(), brasilia.getUTCDate());
}

/** A picked day as the calendar date the API takes (yyyy-MM-dd). */
export function toCalendarDate(day: Date): string {
  return format(day, 'yyyy-MM-dd');
}

/** An expiry as dd/MM/yyyy (or another pattern), on its Brasília calendar day. */
export function formatExpiry(iso: string | null | undefined, pattern: string): string | null {
  const day = expiryDay(iso);
  return day ? format(day, pattern, { locale: ptBR }) : null;
}

/** How long ago an instant was, in Brazilian Portuguese ('há 5 minutos', 'há 2 dias'). */
export function timeAgo(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? formatDistanceToNowStrict(date, { addSuffix: true, locale: ptBR }) : '';
}

const ptBRNumbers = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A number as Brazilians write it: 1.234 and 66,7. */
export function formatNumber(value: number): string {
  return ptBRNumbers.format(value);
}
