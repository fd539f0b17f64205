import { AI_CONVERSATION_TITLE_MAX, AI_FOLDER_NAME_MAX } from '@blivion/shared/core';
import type { AiConversationSummary, AiFolder } from '@blivion/shared/ai';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DebouncedSearch } from '@/components/ui/debounced-search';
import { toast } from '@/lib/toast';
import { useCreateFolder } from '../api/create-folder';
import { useDeleteConversation } from '../api/delete-conversation';
import { useDeleteFolder } from '../api/delete-folder';
import { useFolders } from '../api/list-folders';
import { useRenameFolder } from '../api/rename-folder';
import { useUpdateConversation } from '../api/update-conversation';
import { useLabFilters } from '../lib/use-lab-filters';
import { ConversationList } from './conversation-list';
import { FolderList } from './folder-list';
import { labErrorText } from '../lib/lab-errors';

// Loaded when first opened: no first view of the lab needs Radix's dialogs (decision 0140).
const NameDialog = lazy(() => import('./name-dialog').then((module) => ({ default: module.NameDialog })));
const ConfirmDialog = lazy(() =>
  import('@/components/ui/alert-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

type Open =
  | { kind: 'renameChat'; conversation: AiConversationSummary }
  | { kind: 'deleteChat'; conversation: AiConversationSummary }
  | { kind: 'newFolder' }
  | { kind: 'renameFolder'; folder: AiFolder }
  | { kind: 'deleteFolder'; folder: AiFolder }
  | null;

/** The lab's sidebar 'AI Lab': 'Novo Chat', the search, 'Pastas' and the chats. */
export function LabSidebar({ onNewChat }: { onNewChat: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { conversationId } = useParams();
  const [filters, setFilters, search] = useLabFilters();
  const folders = useFolders();
  const updateConversation = useUpdateConversation();
  const deleteConversation = useDeleteConversation();
  const createFolder = useCreateFolder();
  const renameFolder = useRenameFolder();
  const deleteFolder = useDeleteFolder();
  const [open, setOpen] = useState<Open>(null);
  const close = (isOpen: boolean) => !isOpen && setOpen(null);
  const l = 'aiLab.lab';

  const failed = (key: string) => (error: unknown) => {
    toast.error(t('common.error'), { description: labErrorText(t, error, key) });
    throw error;
  };
  const folderList = folders.data?.items ?? [];
  const selectedFolder = folderList.find((folder) => folder.id === filters.folder);

  return (
    <aside
      aria-label={t(`${l}.sidebarLabel`)}
      className="flex min-h-0 w-full min-w-0 flex-col gap-4 border-b p-3 lg:w-72 lg:shrink-0 lg:border-r lg:border-b-0"
    >
      <div className="flex items-center justify-between gap-2 px-2">
        <h1 className="text-xl font-bold tracking-tight">{t('aiLab.title')}</h1>
        <Button size="sm" onClick={onNewChat}>
          <Plus aria-hidden="true" />
          {t('aiLab.sidebar.newChat')}
        </Button>
      </div>
      <DebouncedSearch
        query={filters.q}
        onSearch={(q) => setFilters({ q })}
        placeholder={t('aiLab.sidebar.searchPlaceholder')}
        aria-label={t('aiLab.sidebar.searchLabel')}
        maxLength={200}
      />
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto">
        <FolderList
          folders={folderList}
          selected={filters.folder}
          onSelect={(folder) => setFilters({ folder })}
          actions={{
            create: () => setOpen({ kind: 'newFolder' }),
            rename: (folder) => setOpen({ kind: 'renameFolder', folder }),
            remove: (folder) => setOpen({ kind: 'deleteFolder', folder }),
          }}
        />
        <section aria-labelledby="lab-chats" className="flex flex-col gap-1">
          <h2 id="lab-chats" className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {filters.q ? t(`${l}.searchResults`) : (selectedFolder?.name ?? t('aiLab.sidebar.recent'))}
          </h2>
          <ConversationList
            filters={filters}
            folders={folderList}
            search={search}
            actions={{
              rename: (conversation) => setOpen({ kind: 'renameChat', conversation }),
              remove: (conversation) => setOpen({ kind: 'deleteChat', conversation }),
              move: (conversation, folder) =>
                void updateConversation
                  .mutateAsync({ id: conversation.id, folderId: folder?.id ?? null })
                  .then(() =>
                    toast.success(
                      folder ? t(`${l}.conversation.moved`, { folder: folder.name }) : t(`${l}.conversation.movedOut`),
                    ),
                  )
                  .catch((error: unknown) =>
                    toast.error(t('common.error'), {
                      description: labErrorText(t, error, `${l}.conversation.saveError`),
                    }),
                  ),
            }}
          />
        </section>
      </div>

      <Suspense fallback={null}>
        {open?.kind === 'newFolder' && (
          <NameDialog
            title={t('aiLab.sidebar.newFolder')}
            label={t('aiLab.sidebar.folderName')}
            maxLength={AI_FOLDER_NAME_MAX}
            onSubmit={(name) =>
              createFolder
                .mutateAsync(name)
                .then(() => toast.success(t(`${l}.folder.created`)), failed(`${l}.folder.saveError`))
            }
            onOpenChange={close}
          />
        )}
        {open?.kind === 'renameFolder' && (
          <NameDialog
            title={t(`${l}.folder.rename`)}
            label={t('aiLab.sidebar.folderName')}
            initial={open.folder.name}
            maxLength={AI_FOLDER_NAME_MAX}
            onSubmit={(name) =>
              renameFolder
                .mutateAsync({ id: open.folder.id, name })
                .then(() => toast.success(t(`${l}.folder.renamed`)), failed(`${l}.folder.saveError`))
            }
            onOpenChange={close}
          />
        )}
        {open?.kind === 'renameChat' && (
          <NameDialog
            title={t(`${l}.conversation.renameTitle`)}
            label={t(`${l}.conversation.title`)}
            initial={open.conversation.title}
            maxLength={AI_CONVERSATION_TITLE_MAX}
            onSubmit={(title) =>
              updateConversation
                .mutateAsync({ id: open.conversation.id, title })
                .then(() => toast.success(t(`${l}.conversation.renamed`)), failed(`${l}.conversation.saveError`))
            }
            onOpenChange={close}
          />
        )}
        {open?.kind === 'deleteFolder' && (
          <ConfirmDialog
            open
            onOpenChange={close}
            title={t(`${l}.folder.deleteTitle`, { name: open.folder.name })}
            message={t(`${l}.folder.deleteMessage`)}
            confirmLabel={t(`${l}.folder.delete`)}
            busy={deleteFolder.isPending}
            onConfirm={() =>
              void deleteFolder
                .mutateAsync(open.folder.id)
                .then(() => {
                  toast.success(t(`${l}.folder.deleted`));
                  if (filters.folder === open.folder.id) setFilters({ folder: null });
                  setOpen(null);
                })
                .catch(failed(`${l}.folder.saveError`))
                .catch(() => undefined)
            }
          />
        )}
        {open?.kind === 'deleteChat' && (
          <ConfirmDialog
            open
            onOpenChange={close}
            title={t('aiLab.sidebar.delete')}
            message={t('aiLab.sidebar.deleteConfirm')}
            confirmLabel={t('aiLab.sidebar.delete')}
            busy={deleteConversation.isPending}
            onConfirm={() =>
              void deleteConversation
                .mutateAsync(open.conversation.id)
                .then(() => {
                  toast.success(t(`${l}.conversation.deleted`));
                  if (conversationId === open.conversation.id) void navigate(`/ai-lab${search}`);
                  setOpen(null);
                })
                .catch(failed(`${l}.conversation.deleteError`))
                .catch(() => undefined)
            }
          />
        )}
      </Suspense>
    </aside>
  );
}
