import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn('font-medium text-link underline-offset-4 hover:underline', className)} {...props} />;
}
