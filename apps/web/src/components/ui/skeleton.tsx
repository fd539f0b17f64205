import { cn } from '@/lib/utils';

/** A placeholder block while content loads; hidden from assistive technology (a status around it speaks). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded bg-muted', className)} />;
}

/**
 * A course card's placeholder: the cover (16:9) and three lines of text. `split` puts the cover and
 * the lines side by side from the md width up (the dashboard's large card); otherwise stacked.
 */
export function CoverCardSkeleton({
  className,
  split = false,
  'data-testid': testId,
}: {
  className?: string;
  split?: boolean;
  'data-testid'?: string;
}) {
  return (
    <div
      aria-hidden="true"
      data-testid={testId}
      className={cn(
        'animate-pulse overflow-hidden rounded-xl border',
        split ? 'grid md:grid-cols-[3fr_2fr]' : 'flex flex-col',
        className,
      )}
    >
      <div className="aspect-video bg-muted" />
      <div className={cn('flex flex-col', split ? 'gap-3 p-6' : 'gap-2 p-3')}>
        <div className="h-4 w-3/4 rounded bg-muted" />
        <div className="h-3 w-1/3 rounded bg-muted" />
        <div className="h-2 w-full rounded bg-muted" />
      </div>
    </div>
  );
}
