import { COURSE_SEARCH_MAX_LENGTH } from '@blivion/shared/core';
import { BookOpen, SearchX, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { Button } from '@/components/ui/button';
import { DebouncedSearch } from '@/components/ui/debounced-search';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { useCatalogue } from '../api/list-courses';
import { certificateUrlsByCourse, useMemberCertificates } from '../api/member-certificates';
import { GRID_CARD_MAX_HEIGHT } from '../lib/layout-settings';
import { useLayoutSettings } from '../lib/use-layout-settings';
import { CourseCard } from './course-card';
import { CourseRow } from './course-row';
import { CatalogueSkeleton } from './catalogue-skeleton';

// Radix's dialog and tabs: fetched when the button is pointed at or focused, mounted at its click.
const loadLayoutSettingsPanel = () => import('./layout-settings-panel');
const LayoutSettingsPanel = lazy(loadLayoutSettingsPanel);

/** The grid's columns for 'Cards por linha' (1 to 4): fewer on narrow screens. */
const GRID_COLUMNS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 sm:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
};

/** The courses by category, each category in the order its first course comes, each course once. */
function byCategory<T extends { category: string }>(items: readonly T[]): [string, T[]][] {
  const rows = new Map<string, T[]>();
  for (const item of items) rows.set(item.category, [...(rows.get(item.category) ?? []), item]);
  return [...rows];
}

/**
 * The 'Visualizar' tab: the title search, then the active courses in one swipeable row per category
 * (a search's results in the grid instead, decision 0110), each card with the member's own progress,
 * and the floating layout-settings button.
 */
export function CourseOverview({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const o = 'courses.overview';
  const catalogue = useCatalogue(search);
  const [layout, applyLayout] = useLayoutSettings();
  const [panelOpen, setPanelOpen] = useState(false);
  const certificates = certificateUrlsByCourse(useMemberCertificates().data);
  const items = catalogue.data?.pages.flatMap((page) => page.items) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = catalogue;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  let content;
  if (catalogue.isPending) content = <CatalogueSkeleton />;
  else if (catalogue.isError)
    content = (
      <QueryError error={catalogue.error} title={t(`${o}.loadError`)} onRetry={() => void catalogue.refetch()} />
    );
  else if (items.length === 0) {
    const Icon = search ? SearchX : BookOpen;
    content = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{search ? t(`${o}.empty`) : t(`${o}.emptyCatalogue`)}</p>
      </div>
    );
  } else {
    const more = hasNextPage && (
      <LoadMoreButton loading={isFetchingNextPage} loadingLabel={t(`${o}.loadingMore`)} onClick={loadMore}>
        {t(`${o}.loadMore`)}
      </LoadMoreButton>
    );
    const rowCover = { aspectRatio: '16/9', maxHeight: layout.cardHeight };
    content = search ? (
      <section aria-labelledby="all-courses" className="flex flex-col gap-3">
        <h2 id="all-courses" className="sr-only">
          {t(`${o}.allCourses`)}
        </h2>
        <ul className={`grid gap-4 ${GRID_COLUMNS[layout.cardsPerRow] ?? GRID_COLUMNS[2]}`}>
          {items.map((course) => (
            <li key={course.id}>
              <CourseCard
                course={course}
                certificateUrl={certificates.get(course.id)}
                imageStyle={{
                  aspectRatio: layout.gridCardAspectRatio,
                  minHeight: layout.gridMinHeight,
                  maxHeight: GRID_CARD_MAX_HEIGHT,
                }}
              />
            </li>
          ))}
        </ul>
        {more}
      </section>
    ) : (
      <div className="flex flex-col gap-8">
        {byCategory(items).map(([category, courses]) => (
          <CourseRow
            key={category}
            title={t(`courses.categories.${category}`)}
            items={courses}
            minCardWidth={layout.cardWidth}
            renderItem={(course) => (
              <CourseCard course={course} certificateUrl={certificates.get(course.id)} imageStyle={rowCover} />
            )}
          />
        ))}
        {more}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <DebouncedSearch
          query={search}
          onSearch={onSearch}
          placeholder={t('courses.searchPlaceholder')}
          aria-label={t('courses.searchLabel')}
          maxLength={COURSE_SEARCH_MAX_LENGTH}
          className="h-11 bg-card sm:w-96"
        />
        {search && (
          <div className="flex items-center gap-2" aria-live="polite">
            <p className="text-sm font-medium">{t(`${o}.searchResults`, { query: search })}</p>
            <Button variant="ghost" size="sm" onClick={() => onSearch('')}>
              {t(`${o}.clearSearch`)}
            </Button>
          </div>
        )}
      </div>
      {content}
      <Button
        size="icon"
        className="fixed right-6 bottom-6 z-40 size-12 rounded-full shadow-lg"
        aria-label={t('courses.layout.open')}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadLayoutSettingsPanel()}
        onFocus={() => void loadLayoutSettingsPanel()}
        onClick={() => setPanelOpen(true)}
      >
        <SlidersHorizontal aria-hidden="true" />
      </Button>
      {panelOpen && (
        <Suspense fallback={null}>
          <LayoutSettingsPanel settings={layout} onApply={applyLayout} onClose={() => setPanelOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
