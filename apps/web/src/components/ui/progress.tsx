import { cn } from '@/lib/utils';

/** A progress bar from 0 to 100 (values outside are held at the ends), named by `label` for screen readers. */
export function Progress({ percent, label, className }: { percent: number; label: string; className?: string }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}
