import { BarChart3, Lock, Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Category, pinned, locked and poll markers of a topic. */
export function TopicBadges({
  category,
  pinned,
  locked,
  hasPoll,
}: {
  category: string;
  pinned: boolean;
  locked: boolean;
  hasPoll: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {pinned && (
        <Badge>
          <Pin className="size-3" aria-hidden="true" />
          {t('features.forum.post.pinned')}
        </Badge>
      )}
      <Badge variant="secondary">{category}</Badge>
      {locked && (
        <Badge variant="outline">
          <Lock className="size-3" aria-hidden="true" />
          {t('features.forum.post.locked')}
        </Badge>
      )}
      {hasPoll && (
        <Badge variant="outline">
          <BarChart3 className="size-3" aria-hidden="true" />
          {t('features.forum.post.hasPoll')}
        </Badge>
      )}
    </div>
  );
}

export function TagList({ tags }: { tags: string[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('features.forum.post.tags')}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
          #{tag}
        </li>
      ))}
    </ul>
  );
}
