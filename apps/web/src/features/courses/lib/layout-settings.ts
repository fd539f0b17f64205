import { readStorage, writeStorage } from '@/lib/storage';

/**
 * How the catalogue lays out its cards (specification sections 3 and 9): a UI preference kept in
 * this browser only (DECISIONS.md: the browser keeps course layout settings), never sent to the server.
 */
export interface CourseLayoutSettings {
  /** The carousel's cards. */
  cardWidth: number;
  cardHeight: number;
  /** The grid's card images, 'w/9' with w from 9 to 21. */
  gridCardAspectRatio: string;
  gridMinHeight: number;
  cardsPerRow: number;
}

export interface SliderRange {
  min: number;
  max: number;
  step: number;
  default: number;
}

/** The sliders' ranges, steps and defaults of the specification's section 9. */
export const LAYOUT_RANGES = {
  cardWidth: { min: 180, max: 320, step: 10, default: 220 },
  cardHeight: { min: 140, max: 250, step: 10, default: 180 },
  /** The numerator of the grid's aspect ratio (the denominator is always 9). */
  aspectWidth: { min: 9, max: 21, step: 1, default: 16 },
  gridMinHeight: { min: 100, max: 300, step: 10, default: 200 },
  cardsPerRow: { min: 1, max: 4, step: 1, default: 2 },
} as const satisfies Record<string, SliderRange>;

/** The grid's cards are never taller than this (section 9). */
export const GRID_CARD_MAX_HEIGHT = 400;

/** The specification's key was `courseLayoutSettings`; ours carries the product's prefix like the other preferences. */
export const LAYOUT_STORAGE_KEY = 'blivion-course-layout';

export const DEFAULT_LAYOUT: CourseLayoutSettings = {
  cardWidth: LAYOUT_RANGES.cardWidth.default,
  cardHeight: LAYOUT_RANGES.cardHeight.default,
  gridCardAspectRatio: aspectRatioOf(LAYOUT_RANGES.aspectWidth.default),
  gridMinHeight: LAYOUT_RANGES.gridMinHeight.default,
  cardsPerRow: LAYOUT_RANGES.cardsPerRow.default,
};

export function aspectRatioOf(width: number): string {
  return `${width}/9`;
}

/** The numerator of a 'w/9' ratio, or null when the text is not one the slider can show. */
export function aspectWidthOf(ratio: string): number | null {
  const match = /^(\d{1,2})\/9$/.exec(ratio);
  return match ? inRange(Number(match[1]), LAYOUT_RANGES.aspectWidth) : null;
}

/** The value when it is one of the slider's stops, else null. */
function inRange(value: unknown, range: SliderRange): number | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return null;
  if (value < range.min || value > range.max || (value - range.min) % range.step !== 0) return null;
  return value;
}

/**
 * The stored settings, each field checked on its own: a value the sliders cannot show (edited by
 * hand, or from an older version) falls back to its default, the others are kept.
 */
export function parseLayoutSettings(raw: string | null): CourseLayoutSettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
  } catch {
    // Unreadable: the defaults.
  }
  const ratio = typeof stored.gridCardAspectRatio === 'string' ? aspectWidthOf(stored.gridCardAspectRatio) : null;
  return {
    cardWidth: inRange(stored.cardWidth, LAYOUT_RANGES.cardWidth) ?? DEFAULT_LAYOUT.cardWidth,
    cardHeight: inRange(stored.cardHeight, LAYOUT_RANGES.cardHeight) ?? DEFAULT_LAYOUT.cardHeight,
    gridCardAspectRatio: ratio === null ? DEFAULT_LAYOUT.gridCardAspectRatio : aspectRatioOf(ratio),
    gridMinHeight: inRange(stored.gridMinHeight, LAYOUT_RANGES.gridMinHeight) ?? DEFAULT_LAYOUT.gridMinHeight,
    cardsPerRow: inRange(stored.cardsPerRow, LAYOUT_RANGES.cardsPerRow) ?? DEFAULT_LAYOUT.cardsPerRow,
  };
}

export function readLayoutSettings(): CourseLayoutSettings {
  return parseLayoutSettings(readStorage(LAYOUT_STORAGE_KEY));
}

export function writeLayoutSettings(settings: CourseLayoutSettings): void {
  writeStorage(LAYOUT_STORAGE_KEY, JSON.stringify(settings));
}
