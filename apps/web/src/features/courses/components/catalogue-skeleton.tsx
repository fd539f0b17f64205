import { useTranslation } from 'react-i18next';

/** The catalogue while its first page loads: two rows of card-shaped placeholders, not a spinner. */
export function CatalogueSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('courses.overview.loading')} className="flex flex-col gap-8">
      {[0, 1].map((row) => (
        <div key={row} aria-hidden="true" className="flex flex-col gap-3">
          <div className="h-6 w-40 animate-pulse rounded bg-muted" />
          <div className="flex gap-4 overflow-hidden">
            {[0, 1, 2, 3].map((card) => (
              <div
                key={card}
                data-testid="course-skeleton"
                className="flex w-[80%] shrink-0 animate-pulse flex-col overflow-hidden rounded-xl border sm:w-[calc((100%-3rem)/4)]"
              >
                <div className="aspect-video bg-muted" />
                <div className="flex flex-col gap-2 p-3">
                  <div className="h-4 w-3/4 rounded bg-muted" />
                  <div className="h-3 w-1/3 rounded bg-muted" />
                  <div className="h-2 w-full rounded bg-muted" />
                </div>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
