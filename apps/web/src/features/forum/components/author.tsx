import type { Role } from '@blivion/shared/core';
import type { ForumAuthor } from '@blivion/shared/forum';
import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '@/components/layouts/member-avatar';
import { cn } from '@/lib/utils';

/** The author's profile photo, their initials, or a crossed-out person for a removed member (never a logo). */
export function AuthorAvatar({ author, className }: { author: ForumAuthor; className?: string }) {
  if (!author) {
    return (
      <span
        aria-hidden="true"
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground',
          className,
        )}
      >
        <UserX className="size-1/2" />
      </span>
    );
  }
  return <MemberAvatar name={author.name} imageUrl={author.avatarUrl} className={className} aria-hidden />;
}

export function AuthorName({ author, className }: { author: ForumAuthor; className?: string }) {
  const { t } = useTranslation();
  if (!author)
    return <span className={cn('text-muted-foreground italic', className)}>{t('features.forum.removedMember')}</span>;
  return <span className={cn('font-medium text-foreground', className)}>{author.name}</span>;
}

const ROLE_STYLES: Record<Role, string> = {
  master: 'border-transparent bg-primary text-primary-foreground',
  admin: 'border-transparent bg-primary/20 text-foreground',
  premium: 'border-amber-500/40 bg-amber-500/15 text-foreground',
  free: 'border-border text-muted-foreground',
};

/** The author's tag: their role ('Master Admin', 'Administrador', 'Premium', 'Gratuito'). */
export function RoleTag({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <span className={cn('rounded-full border px-2 py-px text-[0.7rem] leading-4 font-semibold', ROLE_STYLES[role])}>
      {t(`common.roles.${role}`)}
    </span>
  );
}
