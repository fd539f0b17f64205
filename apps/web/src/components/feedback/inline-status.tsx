import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** 'Carregando...' with a spinner, inside a card or a popover (PageSpinner is for whole pages). */
export function InlineLoading({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={cn('flex items-center gap-2 text-sm text-muted-foreground', className)}>
      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      {t('common.loading')}
    </p>
  );
}

/** A part of a page that could not load: what failed and 'Tentar novamente'. */
export function InlineError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={cn('flex flex-col items-start gap-2 text-sm', className)}>
      <p className="text-muted-foreground">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
