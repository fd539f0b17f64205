import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

/** 'Carregar mais' for a keyset-paged list: busy (spinner and its own label) while the next page loads. */
export function LoadMoreButton({
  loading,
  loadingLabel,
  children,
  onClick,
  variant = 'outline',
  size,
  className = 'self-center',
}: Pick<ButtonProps, 'variant' | 'size' | 'className'> & {
  loading: boolean;
  loadingLabel: ReactNode;
  children: ReactNode;
  onClick: () => void;
}) {
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={onClick}
      disabled={loading}
      aria-busy={loading || undefined}
    >
      {loading && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {loading ? loadingLabel : children}
    </Button>
  );
}
