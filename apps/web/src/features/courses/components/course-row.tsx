import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * One swipeable row of the catalogue (issue 30, decision 0110): the cards scroll sideways and snap
 * to their start (CSS scroll-snap: a swipe on touch, the arrows or Tab with a keyboard). A card is
 * 80 % of the row on a phone, so the next one peeks; from 640 px on, as wide as `minCardWidth` or a
 * quarter of the row, whichever is wider. No pages: no page can be left with one card alone.
 */
export function CourseRow<T extends { id: string }>({
  title,
  items,
  minCardWidth,
  renderItem,
}: {
  title: string;
  items: readonly T[];
  /** px: 'Largura do card' of the layout settings. */
  minCardWidth: number;
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const scroller = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) => {
    const row = scroller.current;
    if (!row) return;
    const atEnd = row.scrollLeft + row.clientWidth >= row.scrollWidth - 1;
    const atStart = row.scrollLeft <= 0;
    // The arrows wrap: after the last cards come the first, before the first the last.
    if (direction === 1 && atEnd) row.scrollTo({ left: 0, behavior: 'smooth' });
    else if (direction === -1 && atStart) row.scrollTo({ left: row.scrollWidth, behavior: 'smooth' });
    else row.scrollBy({ left: direction * row.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <section aria-labelledby={labelId} className="flex min-w-0 flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={labelId} className="text-lg font-semibold">
          {title}
        </h2>
        {items.length > 1 && (
          <div className="hidden gap-2 sm:flex">
            <Button variant="outline" size="icon" onClick={() => move(-1)} aria-label={t('courses.overview.previous')}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" size="icon" onClick={() => move(1)} aria-label={t('courses.overview.next')}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      <ul
        ref={scroller}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain pb-2 [scrollbar-width:thin]"
        style={{ '--card-min': `${minCardWidth}px` } as CSSProperties}
      >
        {items.map((item) => (
          <li key={item.id} className="w-[80%] shrink-0 snap-start sm:w-[max(var(--card-min),calc((100%-3rem)/4))]">
            {renderItem(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
