import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** The level's name from the catalogue (administrators edit it in 'Traduções'). */
export function useLevelName() {
  const { t } = useTranslation();
  return (level: number) => t(`features.community.levels.names.l${level}`);
}

/** 'Nv. 3' with the level's name for screen readers and on hover: where plans used to show. */
export function LevelTag({ level, className }: { level: number; className?: string }) {
  const { t } = useTranslation();
  const name = useLevelName()(level);
  return (
    <span
      title={t('features.community.levels.levelNamed', { level, name })}
      className={cn(
        'rounded-full border border-border px-2 py-px text-[0.7rem] leading-4 font-semibold text-muted-foreground',
        className,
      )}
    >
      <span aria-hidden="true">{t('features.community.levels.levelShort', { level })}</span>
      <span className="sr-only">{t('features.community.levels.levelNamed', { level, name })}</span>
    </span>
  );
}

/** Administrators and the master: 'Equipe'. */
export function StaffTag({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-transparent bg-primary px-2 py-px text-[0.7rem] leading-4 font-semibold text-primary-foreground',
        className,
      )}
    >
      <ShieldCheck className="size-3" aria-hidden="true" />
      {t('features.community.staffBadge')}
    </span>
  );
}
