import { isStaff } from '@blivion/shared/core';
import { FolderCog, Plus, Trophy } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMe } from '@/lib/me';
import { toast } from '@/lib/toast';
import { useCategories } from '../api/list-categories';
import { CategoryChips, CategoryChipsSkeleton } from '../components/category-chips';
import { ForumSearch } from '../components/forum-search';
import { RankingCard } from '../components/ranking-card';
import { SortToggle } from '../components/sort-toggle';
import { TopicList } from '../components/topic-list';
import { useForumFilters } from '../lib/use-forum-filters';

// The dialogs bring the form libraries; they load when first opened.
const NewTopicDialog = lazy(() => import('../components/new-topic-dialog'));
const ManageCategoriesDialog = lazy(() => import('../components/manage-categories-dialog'));

type OpenDialog = 'newTopic' | 'categories' | null;

/** /forum: search, category chips, the topic list with its sort and 'Ver Mais Postagens', and the ranking. */
export default function ForumPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [filters, setFilters] = useForumFilters();
  const categories = useCategories();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  useDocumentTitle(t('features.forum.title'));
  if (!me) return null;

  const openCategories = () => {
    if (!isStaff(me.user.role)) {
      toast.error(t('features.forum.toasts.accessDeniedTitle'), {
        description: t('features.forum.toasts.accessDeniedMessage'),
      });
      return;
    }
    setDialog('categories');
  };
  const close = (open: boolean) => !open && setDialog(null);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('features.forum.title')}</h1>
          <p className="text-muted-foreground">{t('features.forum.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={openCategories}>
            <FolderCog aria-hidden="true" />
            {t('features.forum.manageCategories')}
          </Button>
          <Button variant="outline" asChild className="lg:hidden max-sm:h-11">
            <Link to="/forum/ranking">
              <Trophy aria-hidden="true" />
              {t('features.forum.ranking.title')}
            </Link>
          </Button>
          <Button onClick={() => setDialog('newTopic')}>
            <Plus aria-hidden="true" />
            {t('features.forum.newTopic')}
          </Button>
        </div>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section className="flex min-w-0 flex-col gap-4" aria-label={t('features.forum.topicsLabel')}>
          <ForumSearch query={filters.q} onSearch={(q) => setFilters({ q }, true)} />
          {categories.isPending ? (
            <CategoryChipsSkeleton />
          ) : (
            <CategoryChips
              categories={categories.data?.items ?? []}
              selected={filters.category}
              onSelect={(category) => setFilters({ category })}
            />
          )}
          <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
            {filters.q ? (
              <p className="text-sm text-muted-foreground" aria-live="polite">
                <span className="font-medium text-foreground">
                  {t('features.forum.searchResults', { query: filters.q })}
                </span>{' '}
                · {t('features.forum.searchRanked')}
              </p>
            ) : (
              <SortToggle value={filters.sort} onChange={(sort) => setFilters({ sort })} />
            )}
            {filters.q && (
              <Button variant="ghost" size="sm" onClick={() => setFilters({ q: '' })}>
                {t('features.forum.clearSearch')}
              </Button>
            )}
          </div>
          <TopicList filters={filters} />
        </section>
        {/* On a phone the ranking is a page of its own (a link under the header), not a block under the list. */}
        <aside className="max-lg:hidden lg:sticky lg:top-20 lg:flex lg:flex-col lg:gap-2">
          <RankingCard />
          <Link to="/forum/ranking" className="self-center text-sm text-link hover:underline">
            {t('features.community.leaderboard.openPage')}
          </Link>
        </aside>
      </div>
      <Suspense fallback={null}>
        {dialog === 'newTopic' && (
          <NewTopicDialog
            categoryId={categories.data?.items.find((category) => category.slug === filters.category)?.id}
            onOpenChange={close}
          />
        )}
        {dialog === 'categories' && <ManageCategoriesDialog onOpenChange={close} />}
      </Suspense>
    </div>
  );
}
