import { ExternalLink, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { QueryError } from '@/components/feedback/query-error';
import { LevelTag, StaffTag, useLevelName } from '@/components/community/level-badges';
import { MemberAvatar } from '@/components/layouts/member-avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useMemberProfile } from '../api/members';
import { MemberActivityList } from '../components/member-activity';

const ProfileEditorDialog = lazy(() => import('../components/profile-editor-dialog'));
const p = 'features.community.profile';

/** /forum/membros/:memberId: a member's community profile; their own shows 'Editar perfil'. */
export default function MemberPage() {
  const { t } = useTranslation();
  const { memberId = '' } = useParams();
  const profile = useMemberProfile(memberId);
  const levelName = useLevelName();
  const [editing, setEditing] = useState(false);
  useDocumentTitle(profile.data ? t(`${p}.title`, { name: profile.data.name }) : undefined);

  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    const missing =
      isApiError(profile.error, 'FORUM_MEMBER_NOT_FOUND') || isApiError(profile.error, 'VALIDATION_ERROR');
    return (
      <QueryError
        error={profile.error}
        title={missing ? t(`${p}.notFound`) : t(`${p}.loadError`)}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const member = profile.data;
  const { level } = member;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <MemberAvatar name={member.name} imageUrl={member.avatarUrl} className="size-20 text-2xl" aria-hidden />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words">{member.name}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {member.staff && <StaffTag />}
            <LevelTag level={level.level} />
            <span>{levelName(level.level)}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            {t(`${p}.joined`, { date: formatDate(member.joinedAt, t('common.longDateFormat')) })}
          </p>
        </div>
        {member.own && (
          <Button variant="outline" className="max-sm:h-11" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t(`${p}.edit`)}
          </Button>
        )}
      </header>

      <Card>
        <CardContent className="flex flex-col gap-3 pt-6">
          <p className="text-lg font-semibold">{t(`${p}.points`, { count: level.points })}</p>
          {level.nextAt === null ? (
            <p className="text-sm text-muted-foreground">
              {member.own ? t('features.community.levels.top') : t('features.community.levels.topOther')}
            </p>
          ) : (
            <>
              <Progress percent={level.progress * 100} label={t('features.community.levels.progressLabel')} />
              <p className="text-sm text-muted-foreground">
                {t('features.community.levels.progress', { count: level.nextAt - level.points, next: level.level + 1 })}
              </p>
            </>
          )}
          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <li>
              {member.place.month
                ? t(`${p}.placeMonth`, { rank: member.place.month })
                : `${t('features.community.leaderboard.month')}: ${t(`${p}.noPlace`)}`}
            </li>
            <li>
              {member.place.all
                ? t(`${p}.placeAll`, { rank: member.place.all })
                : `${t('features.community.leaderboard.all')}: ${t(`${p}.noPlace`)}`}
            </li>
          </ul>
        </CardContent>
      </Card>

      <section aria-labelledby="member-bio" className="flex flex-col gap-2">
        <h2 id="member-bio" className="sr-only">
          {t(`${p}.bioLabel`)}
        </h2>
        <p className="whitespace-pre-line">
          {member.bio || <span className="text-muted-foreground">{t(`${p}.bioEmpty`)}</span>}
        </p>
        {member.links.length > 0 && (
          <ul className="flex flex-col gap-1" aria-label={t(`${p}.links`)}>
            {member.links.map((link) => (
              <li key={link}>
                <a
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer nofollow ugc"
                  className="inline-flex items-center gap-1 break-all text-link hover:underline pointer-coarse:min-h-11"
                >
                  <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
                  {link.replace(/^https?:\/\//, '')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t(`${p}.coursesTitle`)}</CardTitle>
        </CardHeader>
        <CardContent>
          {member.completedCourses === null ? (
            <p className="text-sm text-muted-foreground">{t(`${p}.coursesHidden`)}</p>
          ) : member.completedCourses.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t(`${p}.coursesEmpty`)}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {member.completedCourses.map((course) => (
                <li key={course.id} className="flex flex-wrap items-center gap-x-3">
                  <Link
                    to={`/courses/${course.id}`}
                    className="inline-flex items-center text-link hover:underline pointer-coarse:min-h-11"
                  >
                    {course.title}
                  </Link>
                  {course.certificateCode && (
                    <Link
                      to={`/certificados/${course.certificateCode}`}
                      aria-label={t(`${p}.certificateLinkLabel`, { course: course.title })}
                      className="inline-flex items-center text-sm text-muted-foreground underline hover:text-foreground pointer-coarse:min-h-11"
                    >
                      {t(`${p}.certificateLink`)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t(`${p}.activityTitle`)}</CardTitle>
        </CardHeader>
        <CardContent>
          {member.activityVisible ? (
            <MemberActivityList memberId={member.id} />
          ) : (
            <p className="text-sm text-muted-foreground">{t(`${p}.activityHidden`)}</p>
          )}
        </CardContent>
      </Card>

      <Suspense fallback={null}>
        {editing && <ProfileEditorDialog profile={member} onOpenChange={(open) => setEditing(open)} />}
      </Suspense>
    </div>
  );
}
