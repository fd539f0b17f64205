import type { Competitor } from '@blivion/shared/adspy';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { figureText, missingReason, type FigureName } from '../../lib/figures';

/** A figure, or a dash whose reason is spelled out for screen readers and on hover. */
export function Figure({
  competitor,
  name,
  className,
}: {
  competitor: Competitor;
  name: FigureName;
  className?: string;
}) {
  const { t } = useTranslation();
  const { figures } = competitor;
  const text = figureText(t, figures, name);
  if (text !== null) {
    const falling = name !== 'activeAds' && name !== 'yesterdayAds' && (figures[name] ?? 0) < 0;
    return <span className={cn('tabular-nums', falling && 'text-destructive-text', className)}>{text}</span>;
  }
  const reason = missingReason(t, figures, name);
  return (
    <span className={cn('text-muted-foreground', className)} title={reason}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{reason}</span>
    </span>
  );
}

/** 'Biblioteca de Anúncios da Meta' or 'Contagem manual': where the latest count came from. */
export function sourceKey(competitor: Competitor): string | null {
  const { source } = competitor.figures;
  if (!source) return null;
  return source === 'manual' ? 'adSpy.competitors.manualSource' : 'adSpy.competitors.apiSource';
}

/** Where the latest count came from and when it was recorded. */
export function SourceLine({ competitor }: { competitor: Competitor }) {
  const { t } = useTranslation();
  const key = sourceKey(competitor);
  const date = formatDate(competitor.lastActivityAt, t('common.dateTimeFormat'));
  if (!key || !date) {
    return <p className="text-xs text-muted-foreground">{t('adSpy.competitors.noHistoryHint')}</p>;
  }
  return (
    <p className="text-xs text-muted-foreground">
      {t(key)} · {t('adSpy.competitors.updatedAt', { date })}
    </p>
  );
}
