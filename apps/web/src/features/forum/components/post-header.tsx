import type { ForumAuthor } from '@blivion/shared/forum';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '@/components/ui/relative-time';
import { formatDate } from '@/lib/format';
import { LevelTag, StaffTag } from '@/components/community/level-badges';
import { MemberCardTrigger } from '@/components/community/member-card';
import { AcademyTag, AuthorAvatar, AuthorName } from './author';

/**
 * Who wrote a post and when: avatar and name (opening the author's card), 'Equipe' for staff and the
 * level (never the plan), the time, and whether it was edited.
 */
export function PostHeader({
  author,
  byAcademy = false,
  createdAt,
  editedAt,
  size = 'md',
}: {
  author: ForumAuthor;
  /** A topic the academy wrote (author null). */
  byAcademy?: boolean;
  createdAt: string;
  editedAt: string | null;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const edited = editedAt ? formatDate(editedAt, t('common.dateTimeFormat')) : null;
  const avatar = (
    <AuthorAvatar author={author} byAcademy={byAcademy} className={size === 'lg' ? 'size-11' : 'size-9'} />
  );
  return (
    <div className="flex min-w-0 items-center gap-3">
      {author ? (
        <MemberCardTrigger memberId={author.id} name={author.name} className="shrink-0" decorative>
          {avatar}
        </MemberCardTrigger>
      ) : (
        avatar
      )}
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {author ? (
            <MemberCardTrigger memberId={author.id} name={author.name}>
              <AuthorName author={author} />
            </MemberCardTrigger>
          ) : (
            <AuthorName author={author} byAcademy={byAcademy} />
          )}
          {author?.staff && <StaffTag />}
          {author ? <LevelTag level={author.level} /> : byAcademy && <AcademyTag />}
        </span>
        <span className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
          <RelativeTime iso={createdAt} />
          {edited && (
            <span title={t('features.forum.post.editedAt', { date: edited })}>{t('features.forum.post.edited')}</span>
          )}
        </span>
      </div>
    </div>
  );
}
