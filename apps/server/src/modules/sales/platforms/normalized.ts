import type { SalesEventKind, SalesPlatform } from '@blivion/shared';
import { truncateText } from '@blivion/shared';

/**
 * One platform event in our words (decision 0069): what the apply job needs, read once from the
 * body when the delivery is accepted and stored in the event's columns.
 */
export interface NormalizedEvent {
  /** The duplicate key: the platform's event id (Hotmart, Standard Webhooks) or order and event (Kiwify). */
  externalId: string;
  /** The platform's own name of the event. */
  eventType: string;
  kind: SalesEventKind;
  /** When the platform says it happened; null when it does not say (the reception time stands in). */
  occurredAt: Date | null;
  transaction: string | null;
  subscriptionRef: string | null;
  /** The product's id, and another id the platform gives it (Hotmart's ucode): a mapping may name either. */
  productRef: string | null;
  productAltRef: string | null;
  productName: string | null;
  buyerEmail: string | null;
  buyerName: string | null;
  /** When the payment was approved (the start of 'N dias a partir da aprovação'). */
  approvedAt: Date | null;
  /** The end of the subscription's paid period, when the platform gives it. */
  periodEnd: Date | null;
}

/** A body whose signature was right but whose content is not what the platform sends. */
export class UnreadablePayload extends Error {
  constructor(readonly platform: SalesPlatform) {
    super(`the ${platform} payload is not in the documented shape`);
    this.name = 'UnreadablePayload';
  }
}

/** The object at a dotted path of a parsed body, or undefined. */
export function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A non-empty text (numbers become their decimal text: Hotmart's product ids are numbers), else null. */
export function text(value: unknown, max = 500): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().replaceAll('\u0000', '');
  return trimmed === '' ? null : truncateText(trimmed, max);
}

/** A buyer's e-mail as accounts store it (lower case), or null when there is none that looks like one. */
export function email(value: unknown): string | null {
  const address = text(value, 254)?.toLowerCase() ?? null;
  return address !== null && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) ? address : null;
}

/** Milliseconds since the epoch (Hotmart) or an ISO text, as a date; null for anything else. */
export function moment(value: unknown): Date | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (typeof value === 'string' && value.trim() !== '') {
    const trimmed = value.trim();
    if (/^\d{10,13}$/.test(trimmed)) return moment(Number(trimmed));
    // Kiwify writes 'yyyy-mm-dd hh:mm[:ss]' without a zone: Brasília time (UTC-3, no daylight saving since 2019).
    const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/.exec(trimmed);
    const date = new Date(local ? `${local[1]}T${local[2]}-03:00` : trimmed);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** The latest of some moments, ignoring the missing ones. */
export function latest(...moments: (Date | null)[]): Date | null {
  const known = moments.filter((m): m is Date => m !== null);
  return known.length === 0 ? null : new Date(Math.max(...known.map((m) => m.getTime())));
}

/** Parses a JSON object body; anything else (an array, a number, broken JSON) is unreadable. */
export function parseObject(platform: SalesPlatform, body: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new UnreadablePayload(platform);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new UnreadablePayload(platform);
  return value as Record<string, unknown>;
}
