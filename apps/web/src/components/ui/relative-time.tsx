import { useTranslation } from 'react-i18next';
import { formatDate, timeAgo } from '@/lib/format';
import { cn } from '@/lib/utils';

/** 'há 5 minutos', with the full date and time (in the given catalogue pattern) as its tooltip. */
export function RelativeTime({ iso, pattern, className }: { iso: string; pattern?: string; className?: string }) {
  const { t } = useTranslation();
  const full = formatDate(iso, pattern ?? t('common.dateTimeFormat')) ?? undefined;
  return (
    <time dateTime={iso} title={full} className={cn('whitespace-nowrap', className)}>
      {timeAgo(iso)}
    </time>
  );
}
