import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[40vh] w-full items-center justify-center gap-3 text-muted-foreground">
      <LoaderCircle className="size-6 animate-spin" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
