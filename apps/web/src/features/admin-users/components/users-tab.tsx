import type { AdminUser } from '@blivion/shared/admin';
import type { MeResponse } from '@blivion/shared/me';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoaderCircle, RefreshCw, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toast } from '@/lib/toast';
import { adminUsersQueryOptions } from '../api/list-users';
import { AddUserDialog } from './add-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditAccessDialog } from './edit-access-dialog';
import { UsersTable } from './users-table';

const SEARCH_DEBOUNCE_MS = 300;

type OpenDialog = { kind: 'add' } | { kind: 'edit'; user: AdminUser } | { kind: 'delete'; user: AdminUser } | null;

export function UsersTab({ viewer }: { viewer: MeResponse }) {
  const { t } = useTranslation();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const users = useInfiniteQuery(adminUsersQueryOptions(search));
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];
  const total = users.data?.pages[0]?.total ?? 0;
  const refreshing = users.isRefetching && !users.isFetchingNextPage;

  useEffect(() => {
    if (users.isError) {
      toast.error(t('features.admin.toasts.errorTitle'), { description: t('features.admin.toasts.loadError') });
    }
  }, [users.isError, users.errorUpdatedAt, t]);

  const close = (open: boolean) => !open && setDialog(null);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          wrapperClassName="flex-1"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          placeholder={t('features.admin.users.searchPlaceholder')}
          aria-label={t('features.admin.users.searchLabel')}
          maxLength={254}
        />
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() => void users.refetch()}
            disabled={refreshing}
            aria-busy={refreshing || undefined}
          >
            <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
            {refreshing ? t('features.admin.users.refreshing') : t('features.admin.users.refresh')}
          </Button>
          <Button onClick={() => setDialog({ kind: 'add' })}>
            <UserPlus aria-hidden="true" />
            {t('features.admin.users.addUser')}
          </Button>
        </div>
      </div>
      {users.isPending ? (
        <p role="status" className="flex items-center gap-2 p-6 text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {t('common.loading')}
        </p>
      ) : users.isError && items.length === 0 ? (
        <QueryError
          error={users.error}
          title={t('features.admin.toasts.loadError')}
          onRetry={() => void users.refetch()}
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('features.admin.users.total', { count: total })}
          </p>
          <UsersTable
            viewer={viewer}
            users={items}
            loadedAt={users.dataUpdatedAt}
            onEdit={(user) => setDialog({ kind: 'edit', user })}
            onDelete={(user) => setDialog({ kind: 'delete', user })}
          />
          {users.hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => void users.fetchNextPage()}
              disabled={users.isFetchingNextPage}
              aria-busy={users.isFetchingNextPage || undefined}
            >
              {users.isFetchingNextPage && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {users.isFetchingNextPage ? t('features.admin.users.loadingMore') : t('features.admin.users.loadMore')}
            </Button>
          )}
        </>
      )}
      {dialog?.kind === 'add' && <AddUserDialog viewer={viewer} onOpenChange={close} />}
      {dialog?.kind === 'edit' && <EditAccessDialog viewer={viewer} user={dialog.user} onOpenChange={close} />}
      {dialog?.kind === 'delete' && <DeleteUserDialog user={dialog.user} onOpenChange={close} />}
    </div>
  );
}
