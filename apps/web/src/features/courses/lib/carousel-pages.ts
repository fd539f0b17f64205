/** The carousel's page size (specification section 9). */
export const CAROUSEL_PAGE_SIZE = 5;

/** The items in pages of `size` (the last one may be shorter). */
export function toPages<T>(items: readonly T[], size = CAROUSEL_PAGE_SIZE): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages;
}

/** The page `page` stands for among `count` pages, wrapping both ways: after the last comes the first, before the first the last. */
export function wrapPage(page: number, count: number): number {
  if (count <= 0) return 0;
  return ((page % count) + count) % count;
}
