import { useTranslation } from 'react-i18next';
import { CoverCardSkeleton, Skeleton } from '@/components/ui/skeleton';

/** The catalogue while its first page loads: two rows of card-shaped placeholders, not a spinner. */
export function CatalogueSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('courses.overview.loading')} className="flex flex-col gap-8">
      {[0, 1].map((row) => (
        <div key={row} aria-hidden="true" className="flex flex-col gap-3">
          <Skeleton className="h-6 w-40" />
          <div className="flex gap-4 overflow-hidden">
            {[0, 1, 2, 3].map((card) => (
              <CoverCardSkeleton
                key={card}
                data-testid="course-skeleton"
                className="w-[80%] shrink-0 sm:w-[calc((100%-3rem)/4)]"
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
