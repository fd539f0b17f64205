import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';

/** A search field with its magnifier icon; the caller gives it a label (aria-label or a <label>). */
export function SearchInput({
  className,
  wrapperClassName,
  ...props
}: ComponentProps<'input'> & { wrapperClassName?: string }) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input type="search" className={cn('pl-9', className)} {...props} />
    </div>
  );
}
