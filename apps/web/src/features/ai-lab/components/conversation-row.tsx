import type { AiConversationSummary, AiFolder } from '@blivion/shared/ai';
import { ArrowRight, MessageSquare, Pencil, Trash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import { markdownToPlainText } from '../lib/plain-text';
import { RowMenu } from './row-menu';

export interface ConversationActions {
  rename: (conversation: AiConversationSummary) => void;
  move: (conversation: AiConversationSummary, folder: AiFolder | null) => void;
  remove: (conversation: AiConversationSummary) => void;
}

/** A chat in the sidebar: its title and last words (as plain text, no Markdown marks), opening it; its menu renames, moves or deletes it. */
export function ConversationRow({
  conversation,
  folders,
  search,
  actions,
}: {
  conversation: AiConversationSummary;
  folders: AiFolder[];
  /** The sidebar's address query (search, folder), kept when a chat opens. */
  search: string;
  actions: ConversationActions;
}) {
  const { t } = useTranslation();
  const s = 'aiLab.sidebar';
  const title = conversation.title || t('aiLab.conversations.untitled');
  return (
    <li className="group flex items-center gap-1">
      <NavLink
        to={`/ai-lab/c/${conversation.id}${search}`}
        className={({ isActive }) =>
          cn(
            'flex min-w-0 flex-1 items-start gap-2 rounded-md px-2 py-2 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
            isActive && 'bg-accent font-medium',
          )
        }
      >
        <MessageSquare className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="flex min-w-0 flex-col">
          <span className="truncate">{title}</span>
          {conversation.lastMessagePreview && (
            <span className="truncate text-xs text-muted-foreground">
              {markdownToPlainText(conversation.lastMessagePreview)}
            </span>
          )}
        </span>
      </NavLink>
      <RowMenu
        label={t('aiLab.lab.conversation.actions', { title })}
        actions={[
          { label: t(`${s}.rename`), icon: Pencil, onSelect: () => actions.rename(conversation) },
          {
            label: t(`${s}.moveToFolder`),
            icon: ArrowRight,
            onSelect: () => undefined,
            choices: [
              ...folders.map((folder) => ({
                key: folder.id,
                label: folder.name,
                current: folder.id === conversation.folderId,
                onSelect: () => actions.move(conversation, folder),
              })),
              {
                key: 'none',
                label: t('aiLab.lab.noFolder'),
                current: conversation.folderId === null,
                onSelect: () => actions.move(conversation, null),
              },
            ],
          },
          { label: t(`${s}.delete`), icon: Trash, destructive: true, onSelect: () => actions.remove(conversation) },
        ]}
      />
    </li>
  );
}
