import type { AiFolder } from '@blivion/shared/ai';
import { ChevronRight, Pencil, Plus, Trash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { RowMenu } from './row-menu';

export interface FolderActions {
  create: () => void;
  rename: (folder: AiFolder) => void;
  remove: (folder: AiFolder) => void;
}

/** 'Pastas': choosing one shows its chats below (again: every chat); each folder can be renamed or deleted. */
export function FolderList({
  folders,
  selected,
  onSelect,
  actions,
}: {
  folders: AiFolder[];
  selected: string | null;
  onSelect: (folderId: string | null) => void;
  actions: FolderActions;
}) {
  const { t } = useTranslation();
  const f = 'aiLab.lab.folder';
  return (
    <section aria-labelledby="lab-folders" className="flex flex-col gap-1">
      <div className="flex items-center justify-between px-2">
        <h2 id="lab-folders" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('aiLab.sidebar.folders')}
        </h2>
        <Button variant="ghost" size="sm" className="h-8 px-2" onClick={actions.create}>
          <Plus aria-hidden="true" />
          {t('aiLab.sidebar.newFolder')}
        </Button>
      </div>
      {folders.length === 0 ? (
        <p className="px-2 text-sm text-muted-foreground">{t(`${f}.empty`)}</p>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {folders.map((folder) => {
            const open = folder.id === selected;
            return (
              <li key={folder.id} className="flex items-center gap-1">
                <button
                  type="button"
                  aria-pressed={open}
                  onClick={() => onSelect(open ? null : folder.id)}
                  className={cn(
                    'flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
                    open && 'bg-accent font-medium',
                  )}
                >
                  <ChevronRight
                    className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-90')}
                    aria-hidden="true"
                  />
                  <span className="truncate">{folder.name}</span>
                  <span className="ml-auto text-xs text-muted-foreground">
                    {t(`${f}.chats`, { count: folder.conversationCount })}
                  </span>
                </button>
                <RowMenu
                  label={t(`${f}.actions`, { name: folder.name })}
                  actions={[
                    { label: t(`${f}.rename`), icon: Pencil, onSelect: () => actions.rename(folder) },
                    {
                      label: t(`${f}.delete`),
                      icon: Trash,
                      destructive: true,
                      onSelect: () => actions.remove(folder),
                    },
                  ]}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
