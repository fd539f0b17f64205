import type { TopicSort } from '@blivion/shared/forum';
import { Clock, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

const OPTIONS = [
  { value: 'latest', icon: Clock },
  { value: 'mostLiked', icon: Heart },
] as const;

/** Latest activity (pinned topics first) or most liked. */
export function SortToggle({ value, onChange }: { value: TopicSort; onChange: (sort: TopicSort) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('features.forum.sort.label')} className="inline-flex rounded-md bg-muted p-1">
      {OPTIONS.map(({ value: option, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-sm px-3 py-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
            value === option && 'bg-background text-foreground shadow-sm',
          )}
        >
          <Icon className="size-3.5" aria-hidden="true" />
          {t(`features.forum.sort.${option}`)}
        </button>
      ))}
    </div>
  );
}
