import type { AiTargetRef } from '@blivion/shared/ai';
import { aiLab } from '@blivion/shared/i18n/pt-BR';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PanelLeft, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { whenPageIdle } from '@/lib/idle';
import { isStaffMember, useMe } from '@/lib/me';
import { toast } from '@/lib/toast';
import { addCatalogueSections } from '@/lib/translations';
import { cn } from '@/lib/utils';
import { useCreateConversation } from '../api/create-conversation';
import { AdminSettingsButton } from '../components/admin-settings-button';
import type { OutgoingMessage } from '../components/composer';
import { LabSidebar } from '../components/lab-sidebar';
import { NewChat } from '../components/new-chat';
import type { PickerTab } from '../lib/picker-tabs';
import { useLabFilters } from '../lib/use-lab-filters';
import { labErrorText } from '../lib/lab-errors';

addCatalogueSections({ aiLab });

// What the empty message box does not show loads apart (decision 0140): the chat (Markdown and
// code highlighting), fetched once the page is idle, and the dialogs and the phone's drawer (Radix,
// the agent form with its schema), fetched when opened.
const loadChatPanel = () => import('../components/chat-panel');
const ChatPanel = lazy(() => loadChatPanel().then((module) => ({ default: module.ChatPanel })));
const ModelPickerDialog = lazy(() =>
  import('../components/model-picker-dialog').then((module) => ({ default: module.ModelPickerDialog })),
);
const AgentDialog = lazy(() =>
  import('../components/agent-dialog').then((module) => ({ default: module.AgentDialog })),
);
const ConversationsDrawer = lazy(() =>
  import('../components/conversations-drawer').then((module) => ({ default: module.ConversationsDrawer })),
);

type OpenDialog =
  { kind: 'picker'; tab?: PickerTab } | { kind: 'agent'; scope: 'community' | 'academy'; agentId?: string } | null;

/** /ai-lab (the empty message box) and /ai-lab/c/:conversationId (a chat), beside the sidebar of chats. */
export default function AiLabPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { conversationId } = useParams();
  const navigate = useNavigate();
  const [, , search] = useLabFilters();
  const createConversation = useCreateConversation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { pathname } = useLocation();
  const [chosen, setChosen] = useState<AiTargetRef | null>(null);
  // The chat just created with its first message: its panel asks for the reply once.
  const [answering, setAnswering] = useState<string | null>(null);
  // The phone's drawer of chats stays open on the address it was opened at: choosing a chat closes it.
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  // Mounted at its first opening, then kept, so that it closes with its animation.
  const [drawerUsed, setDrawerUsed] = useState(false);
  useDocumentTitle(t('aiLab.title'));
  useEffect(() => whenPageIdle(() => void loadChatPanel()), []);
  if (!me) return null;
  const staff = isStaffMember(me);

  /** The first message: the server stores the chat with it (decision 0116), and the lab opens it to ask for the reply. */
  const start = async (target: AiTargetRef, message: OutgoingMessage) => {
    const attachmentIds = message.attachments.map((attachment) => attachment.id);
    try {
      const detail = await createConversation.mutateAsync({
        target,
        message: attachmentIds.length > 0 ? { text: message.text, attachmentIds } : { text: message.text },
      });
      setAnswering(detail.conversation.id);
      void navigate(`/ai-lab/c/${detail.conversation.id}${search}`);
    } catch (error) {
      toast.error(t('aiLab.lab.conversation.startError'), {
        description: labErrorText(t, error, 'aiLab.lab.conversation.startError'),
      });
      throw error;
    }
  };
  const newChat = () => {
    setDrawerAt(null);
    void navigate(`/ai-lab${search}`);
  };

  return (
    <div
      aria-label={t('aiLab.lab.pageLabel')}
      role="group"
      className={cn(
        // The lab fills the screen under the top bar, so its message box stays in view.
        '-mx-4 -my-6 flex h-[calc(100svh-4rem)] min-h-[28rem] flex-col sm:-mx-6 lg:-mx-8 lg:flex-row',
      )}
    >
      {/* From 1024 px the chats sit beside the chat; on a phone or tablet they are a drawer. */}
      <div className="hidden min-w-0 lg:flex">
        <LabSidebar onNewChat={newChat} />
      </div>
      <div className="flex items-center justify-between gap-2 border-b px-3 py-2 lg:hidden">
        <Button
          variant="ghost"
          aria-haspopup="dialog"
          onClick={() => {
            setDrawerUsed(true);
            setDrawerAt(pathname);
          }}
        >
          <PanelLeft aria-hidden="true" />
          {t('aiLab.lab.openConversations')}
        </Button>
        <h1 className="min-w-0 truncate font-semibold">{t('aiLab.title')}</h1>
        <Button size="sm" onClick={newChat}>
          <Plus aria-hidden="true" />
          {t('aiLab.sidebar.newChat')}
        </Button>
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <ConversationsDrawer
            open={drawerAt === pathname}
            onOpenChange={(open) => setDrawerAt(open ? pathname : null)}
            title={t('aiLab.lab.openConversations')}
          >
            <LabSidebar onNewChat={newChat} />
          </ConversationsDrawer>
        </Suspense>
      )}
      <div className="flex min-h-0 min-w-0 flex-1 flex-col">
        {conversationId ? (
          <Suspense fallback={<PageSpinner />}>
            <ChatPanel
              key={conversationId}
              conversationId={conversationId}
              backTo={search}
              answerFirst={answering === conversationId}
            />
          </Suspense>
        ) : (
          <NewChat
            chosen={chosen}
            busy={createConversation.isPending}
            onChoose={() => setDialog({ kind: 'picker' })}
            onSend={start}
          />
        )}
      </div>
      {/* Above the message box, so it never covers 'Enviar'. */}
      <AdminSettingsButton className="bottom-28" />
      <Suspense fallback={null}>
        {dialog?.kind === 'picker' && (
          <ModelPickerDialog
            busy={false}
            initialTab={dialog.tab}
            onPick={(target) => {
              setChosen(target);
              setDialog(null);
              if (conversationId) void navigate(`/ai-lab${search}`);
            }}
            canCreateAcademy={staff}
            onCreateAgent={(scope) => setDialog({ kind: 'agent', scope })}
            onEditAgent={(agent) => setDialog({ kind: 'agent', scope: agent.scope, agentId: agent.id })}
            onOpenChange={(open) => !open && setDialog(null)}
          />
        )}
        {dialog?.kind === 'agent' && (
          <AgentDialog
            initialScope={dialog.scope}
            agentId={dialog.agentId}
            canCreateAcademy={staff}
            // Back to the picker, on the tab the agent lives in.
            onOpenChange={(open) =>
              !open && setDialog({ kind: 'picker', tab: dialog.scope === 'academy' ? 'flow' : 'agents' })
            }
          />
        )}
      </Suspense>
    </div>
  );
}
