import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '@/components/layouts/member-avatar';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDate } from '@/lib/format';
import { useMe } from '@/lib/me';
import { accessLabel, expirationLabel, roleLabel } from '@/lib/member-labels';
import { PermissionList } from '../components/permission-list';
import { ProfilePhotoCard } from '../components/profile-photo-card';
import { PurchasesCard } from '../components/purchases-card';

/** One link of the profile's shortcuts: a whole row to tap, with a line saying what it opens. */
function ShortcutRow({ to, label, hint }: { to: string; label: string; hint: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-11 items-center justify-between gap-4 px-6 py-4 hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="min-w-0">
          <span className="block font-medium">{label}</span>
          <span className="block text-sm text-muted-foreground">{hint}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </Link>
    </li>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  useDocumentTitle(t('shell.profile.title'));
  if (!me) return null;

  const rows: { term: string; value: ReactNode }[] = [
    { term: t('shell.profile.name'), value: me.user.name },
    { term: t('shell.profile.email'), value: me.user.email },
    { term: t('shell.profile.role'), value: roleLabel(t, me) },
    { term: t('shell.profile.access'), value: accessLabel(t, me) },
    { term: t('shell.profile.permissions'), value: <PermissionList permissions={me.permissions} /> },
    { term: t('shell.profile.expiration'), value: expirationLabel(t, me) },
    { term: t('shell.profile.memberSince'), value: formatDate(me.user.createdAt, t('common.dateFormat')) ?? '' },
  ];
  // The personal logo is a brand: shown whole (never cropped into the round avatar).
  if (me.user.logoUrl) {
    rows.push({
      term: t('shell.profile.logo'),
      value: <img src={me.user.logoUrl} alt={t('shell.profile.logoAlt')} className="h-12 max-w-48 object-contain" />,
    });
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-wrap items-center gap-4">
        <MemberAvatar name={me.user.name} imageUrl={me.user.avatarUrl} className="size-16 text-lg" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('shell.profile.title')}</h1>
          <p className="text-muted-foreground">{t('shell.profile.subtitle')}</p>
        </div>
        <Link to="/settings" className={buttonVariants({ variant: 'outline' })}>
          {t('shell.profile.edit')}
        </Link>
      </div>
      <Card>
        <CardContent className="p-0">
          <dl className="divide-y">
            {rows.map((row) => (
              <div key={row.term} className="grid gap-1 px-6 py-4 sm:grid-cols-3 sm:gap-4">
                <dt className="text-sm font-medium text-muted-foreground">{row.term}</dt>
                <dd className="min-w-0 break-words sm:col-span-2">{row.value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <nav aria-label={t('shell.profile.shortcuts')}>
        <Card>
          <CardContent className="p-0">
            <ul className="divide-y">
              <ShortcutRow
                to={`/forum/membros/${encodeURIComponent(me.user.id)}`}
                label={t('shell.profile.communityProfile')}
                hint={t('shell.profile.communityProfileHint')}
              />
              {me.permissions.courses ? (
                <ShortcutRow to="/anotacoes" label={t('shell.profile.notes')} hint={t('shell.profile.notesHint')} />
              ) : null}
            </ul>
          </CardContent>
        </Card>
      </nav>
      <PurchasesCard />
      <ProfilePhotoCard me={me} />
    </div>
  );
}
