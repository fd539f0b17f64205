import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toPages, wrapPage } from '../lib/carousel-pages';

/**
 * The catalogue's paged carousel (specification 2.1 and 4): pages of 5 cards; the arrows, the
 * keyboard's Left and Right (Home and End) and a swipe change page, and the pages wrap both ways.
 * Embla moves the pages (with swipe and momentum); the page shown is ours, so the buttons, the keys
 * and the 'Página 2 de 3' text agree even where Embla cannot loop (two pages narrower than twice
 * the screen). Pages out of view are inert: Tab reaches only the cards shown.
 */
export function CourseCarousel<T extends { id: string }>({
  items,
  renderItem,
  onLastPage,
}: {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  /** Called when the last page is shown (the catalogue loads its next page of courses then). */
  onLastPage?: () => void;
}) {
  const { t } = useTranslation();
  const pages = toPages(items);
  const pageCount = pages.length;
  const [viewportRef, embla] = useEmblaCarousel({ loop: pageCount > 1, align: 'start', containScroll: false });
  const [page, setPage] = useState(0);
  const current = Math.min(page, Math.max(pageCount - 1, 0));
  const labelId = useId();

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setPage(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (pageCount > 0 && current === pageCount - 1) onLastPage?.();
  }, [current, pageCount, onLastPage]);

  const show = (target: number) => {
    const next = wrapPage(target, pageCount);
    setPage(next);
    embla?.scrollTo(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const targets: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: pageCount - 1,
    };
    const target = targets[event.key];
    if (target === undefined || pageCount < 2) return;
    event.preventDefault();
    show(target);
  };

  if (pageCount === 0) return null;
  return (
    <section
      aria-roledescription={t('courses.overview.carouselRole')}
      aria-labelledby={labelId}
      className="flex flex-col gap-3"
      onKeyDown={onKeyDown}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={labelId} className="text-lg font-semibold">
          {t('courses.overview.carouselLabel')}
        </h2>
        {pageCount > 1 && (
          <div className="flex items-center gap-2">
            <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
              {t('courses.overview.page', { current: current + 1, total: pageCount })}
            </p>
            <Button
              variant="outline"
              size="icon"
              onClick={() => show(current - 1)}
              aria-label={t('courses.overview.previous')}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              onClick={() => show(current + 1)}
              aria-label={t('courses.overview.next')}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {pages.map((pageItems, index) => (
            <div
              key={pageItems[0]!.id}
              role="group"
              aria-roledescription={t('courses.overview.slideRole')}
              aria-label={t('courses.overview.page', { current: index + 1, total: pageCount })}
              inert={index !== current}
              className="flex min-w-0 shrink-0 grow-0 basis-full flex-wrap content-start items-stretch gap-4 pr-4"
            >
              {pageItems.map((item) => (
                <div key={item.id}>{renderItem(item)}</div>
              ))}
            </div>
          ))}
        </div>
      </div>
      {pageCount > 1 && <p className="sr-only">{t('courses.overview.carouselHint')}</p>}
    </section>
  );
}
