import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { apiErrorOr } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useToggleLike, type LikeTarget } from '../api/toggle-like';

interface LikeButtonProps {
  target: LikeTarget;
  liked: boolean;
  count: number;
  /** The viewer wrote the post: members cannot like their own posts, so only the count shows. */
  own: boolean;
}

export function LikeButton({ target, liked, count, own }: LikeButtonProps) {
  const { t } = useTranslation();
  const toggle = useToggleLike();
  if (own) {
    return (
      <span
        className="inline-flex h-9 items-center gap-1.5 px-2 text-sm text-muted-foreground"
        title={t('features.forum.post.ownPost')}
      >
        <Heart className="size-4" aria-hidden="true" />
        <span aria-hidden="true">{count}</span>
        <span className="sr-only">{t('features.forum.post.likes', { count })}</span>
      </span>
    );
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={liked}
      aria-label={t('features.forum.post.likeNamed', { count })}
      disabled={toggle.isPending}
      className={cn(
        'gap-1.5 px-2',
        liked && 'text-rose-600 hover:text-rose-600 dark:text-rose-400 dark:hover:text-rose-400',
      )}
      onClick={() =>
        toggle.mutate(
          { target, like: !liked },
          {
            onError: (error) =>
              toast.error(t('features.forum.post.likeError'), {
                description: apiErrorOr(t, error, 'errors.INTERNAL_ERROR'),
              }),
          },
        )
      }
    >
      <Heart className={cn(liked && 'fill-current')} aria-hidden="true" />
      <span aria-hidden="true">{count}</span>
    </Button>
  );
}
