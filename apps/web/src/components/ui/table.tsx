import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * `scrollLabel`: for a table with no control inside (nothing to tab to), a name for its scrolling box,
 * which then takes the focus, so a keyboard can scroll a table wider than the screen (or a dialog).
 */
export function Table({ className, scrollLabel, ...props }: ComponentProps<'table'> & { scrollLabel?: string }) {
  return (
    <div
      // relative: a visually hidden (absolute) label in a cell stays inside the scroller instead of
      // widening the page.
      className="relative w-full overflow-x-auto rounded-lg border"
      {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {})}
    >
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn('h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b last:border-b-0', className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2.5 align-middle', className)} {...props} />;
}
