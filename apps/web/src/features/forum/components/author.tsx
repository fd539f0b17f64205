import type { ForumAuthor } from '@blivion/shared/forum';
import { GraduationCap, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '@/components/layouts/member-avatar';
import { cn } from '@/lib/utils';

/** Who a post shows as its author: a member, the academy (a topic it wrote), or a removed member. */
interface PostAuthor {
  author: ForumAuthor;
  /** The academy wrote it (the topic summary's byAcademy); author is then null. */
  byAcademy?: boolean;
  className?: string;
}

/**
 * The author's profile photo, their initials, a cap for the academy, or a crossed-out person for a
 * removed member (never a logo).
 */
export function AuthorAvatar({ author, byAcademy = false, className }: PostAuthor) {
  if (author) return <MemberAvatar name={author.name} imageUrl={author.avatarUrl} className={className} aria-hidden />;
  const Icon = byAcademy ? GraduationCap : UserX;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full',
        byAcademy ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
        className,
      )}
    >
      <Icon className="size-1/2" />
    </span>
  );
}

export function AuthorName({ author, byAcademy = false, className }: PostAuthor) {
  const { t } = useTranslation();
  if (!author && byAcademy)
    return <span className={cn('font-medium text-foreground', className)}>{t('features.forum.academyAuthor')}</span>;
  if (!author)
    return <span className={cn('text-muted-foreground italic', className)}>{t('features.forum.removedMember')}</span>;
  return <span className={cn('font-medium text-foreground', className)}>{author.name}</span>;
}

/** The academy's tag ('Oficial'), where a member's shows their level: no member can take it by their name. */
export function AcademyTag() {
  const { t } = useTranslation();
  return (
    <span className="rounded-full border border-transparent bg-primary px-2 py-px text-[0.7rem] leading-4 font-semibold text-primary-foreground">
      {t('features.forum.academyTag')}
    </span>
  );
}
