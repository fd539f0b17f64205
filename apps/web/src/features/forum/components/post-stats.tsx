import type { LucideIcon } from 'lucide-react';
import { Eye, Heart, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** An icon and a number, named in full for screen readers and in the tooltip ('3 respostas'). */
export function IconCount({
  icon: Icon,
  count,
  label,
  iconClassName = 'size-3.5',
}: {
  icon: LucideIcon;
  count: number;
  label: string;
  iconClassName?: string;
}) {
  return (
    <span className="inline-flex items-center gap-1" title={label}>
      <Icon className={iconClassName} aria-hidden="true" />
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Replies, views and likes of a topic, as icons with the count (the full text for screen readers). */
export function PostStats({ replies, views, likes }: { replies: number; views: number; likes?: number }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-3">
      <IconCount icon={MessageSquare} count={replies} label={t('features.forum.post.replies', { count: replies })} />
      <IconCount icon={Eye} count={views} label={t('features.forum.post.views', { count: views })} />
      {likes !== undefined && (
        <IconCount icon={Heart} count={likes} label={t('features.forum.post.likes', { count: likes })} />
      )}
    </span>
  );
}
