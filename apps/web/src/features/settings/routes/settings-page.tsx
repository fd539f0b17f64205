import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMe } from '@/lib/me';
import { LogoTab } from '../components/logo-tab';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

const tabTrigger =
  'rounded-sm px-4 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

export default function SettingsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  useDocumentTitle(t('shell.settings.title'));
  if (!me) return null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('shell.settings.title')}</h1>
        <p className="text-muted-foreground">{t('shell.settings.subtitle')}</p>
      </div>
      <Tabs.Root defaultValue="profile" className="flex flex-col gap-4">
        <Tabs.List aria-label={t('shell.settings.tabsLabel')} className="inline-flex w-fit rounded-md bg-muted p-1">
          <Tabs.Trigger value="profile" className={tabTrigger}>
            {t('shell.settings.profileTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="logo" className={tabTrigger}>
            {t('shell.settings.logoTab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile" className="flex flex-col gap-4">
          <ProfileForm me={me} />
          <PasswordForm email={me.user.email} />
        </Tabs.Content>
        <Tabs.Content value="logo">
          <LogoTab me={me} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
