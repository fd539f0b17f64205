import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-errors';

export function QueryError({ error, title, onRetry }: { error: unknown; title?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
      <p className="font-semibold">{title ?? t('common.error')}</p>
      <p className="text-muted-foreground">{apiErrorMessage(t, error)}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
