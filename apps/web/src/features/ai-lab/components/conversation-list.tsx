import type { AiFolder } from '@blivion/shared/ai';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useConversations, type ConversationFilters } from '../api/list-conversations';
import { ConversationRow, type ConversationActions } from './conversation-row';

/** The chats of the sidebar: every one ('Recentes'), a folder's, or those the search finds. */
export function ConversationList({
  filters,
  folders,
  search,
  actions,
}: {
  filters: ConversationFilters;
  folders: AiFolder[];
  search: string;
  actions: ConversationActions;
}) {
  const { t } = useTranslation();
  const list = useConversations(filters);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  if (list.isPending) return <p className="px-2 text-sm text-muted-foreground">{t('common.loading')}</p>;
  if (list.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 px-2 text-sm">
        <p>{t('aiLab.toasts.loadConversationsErrorTitle')}</p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <p className="px-2 text-sm text-muted-foreground" role="status">
        {filters.q ? t('aiLab.lab.searchEmpty', { query: filters.q }) : t('aiLab.sidebar.empty')}
      </p>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-0.5" aria-busy={list.isFetching || undefined}>
        {items.map((conversation) => (
          <ConversationRow
            key={conversation.id}
            conversation={conversation}
            folders={folders}
            search={search}
            actions={actions}
          />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button variant="ghost" size="sm" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('aiLab.lab.loadMore')}
        </Button>
      )}
    </>
  );
}
