import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isStaffMember, useMe } from '@/lib/me';
import { LogoTab } from '../components/logo-tab';
import { NotificationPreferencesCard } from '../components/notification-preferences-form';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

export default function SettingsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  useDocumentTitle(t('shell.settings.title'));
  if (!me) return null;
  // The personal logo is staff's (the server refuses it to members): a member sees no tab for it.
  const logo = isStaffMember(me);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('shell.settings.title')}</h1>
        <p className="text-muted-foreground">{t('shell.settings.subtitle')}</p>
      </div>
      <Tabs defaultValue="profile" className="flex flex-col gap-4">
        <TabsList aria-label={t('shell.settings.tabsLabel')}>
          <TabsTrigger value="profile">{t('shell.settings.profileTab')}</TabsTrigger>
          <TabsTrigger value="notifications">{t('features.notificationPreferences.title')}</TabsTrigger>
          {logo && <TabsTrigger value="logo">{t('shell.settings.logoTab')}</TabsTrigger>}
        </TabsList>
        <TabsContent value="profile" className="flex flex-col gap-4">
          <ProfileForm me={me} />
          <PasswordForm email={me.user.email} />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationPreferencesCard />
        </TabsContent>
        {logo && (
          <TabsContent value="logo">
            <LogoTab me={me} />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
