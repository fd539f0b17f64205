import { courses } from '@blivion/shared/i18n/pt-BR';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isStaffMember, useMe } from '@/lib/me';
import { addCatalogueSections } from '@/lib/translations';
import { CourseOverview } from '../components/course-overview';

addCatalogueSections({ courses });

/**
 * The 'Administrar' tab's slot: the admin screens (another part of issue 14) live in
 * `./admin-tab.tsx`, a lazily loaded module whose default export is the tab's content. The tab
 * shows for admin and master once that module exists; the server checks every admin request anyway.
 */
const adminTabModules = import.meta.glob<{ default: ComponentType }>('./admin-tab.tsx');
const loadAdminTab = adminTabModules['./admin-tab.tsx'];
const AdminTab = loadAdminTab ? lazy(loadAdminTab) : null;

const PARAMS = { search: 'q', tab: 'aba' } as const;
const ADMIN_TAB = 'administrar';

/** /courses: the catalogue ('Visualizar') and, for admin and master, 'Administrar'. Search and tab live in the address. */
export default function CoursesPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('courses.title'));
  if (!me) return null;

  const search = (params.get(PARAMS.search) ?? '').trim();
  const canAdminister = AdminTab !== null && isStaffMember(me);
  const tab = canAdminister && params.get(PARAMS.tab) === ADMIN_TAB ? 'admin' : 'overview';
  const setParam = (name: string, value: string, replace: boolean) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace, preventScrollReset: true });
  };
  const overview = <CourseOverview search={search} onSearch={(value) => setParam(PARAMS.search, value, true)} />;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('courses.overview.title')}</h1>
        <p className="text-muted-foreground">{t('courses.overview.subtitle')}</p>
      </div>
      {canAdminister ? (
        <Tabs
          value={tab}
          onValueChange={(value) => setParam(PARAMS.tab, value === 'admin' ? ADMIN_TAB : '', false)}
          className="flex flex-col gap-6"
        >
          <TabsList>
            <TabsTrigger value="overview">{t('courses.tabs.overview')}</TabsTrigger>
            <TabsTrigger value="admin">{t('courses.tabs.admin')}</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">{overview}</TabsContent>
          <TabsContent value="admin">
            <Suspense fallback={<PageSpinner />}>{AdminTab && <AdminTab />}</Suspense>
          </TabsContent>
        </Tabs>
      ) : (
        overview
      )}
    </div>
  );
}
