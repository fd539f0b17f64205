import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorOr } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useCreateReply } from '../api/create-reply';
import { ReplyEditor } from './reply-editor';

/** The reply box under a topic; a locked topic says so (moderators may still answer). */
export function ReplyForm({ topicId, locked, canReply }: { topicId: string; locked: boolean; canReply: boolean }) {
  const { t } = useTranslation();
  const p = 'features.forum.post';
  const navigate = useNavigate();
  const create = useCreateReply(topicId);

  const notice = locked && (
    <p role="note" className="flex items-center gap-2 rounded-lg bg-muted p-3 text-sm text-muted-foreground">
      <Lock className="size-4 shrink-0" aria-hidden="true" />
      {canReply ? t(`${p}.lockedStaffNotice`) : t(`${p}.lockedNotice`)}
    </p>
  );
  if (!canReply) return notice;
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      {notice}
      <ReplyEditor
        id="reply-content"
        draftKey={`blivion:forum-draft:${topicId}`}
        label={t(`${p}.replyLabel`)}
        submitLabel={t(`${p}.sendReply`)}
        busyLabel={t(`${p}.sendingReply`)}
        onSubmit={async (content) => {
          try {
            const reply = await create.mutateAsync(content);
            toast.success(t(`${p}.replyPostedTitle`));
            // The anchor brings the new reply into view, as a link to it would.
            void navigate({ hash: `reply-${reply.id}` }, { replace: true, preventScrollReset: true });
            return true;
          } catch (error) {
            // A flood refusal (429) names the seconds left: 'Aguarde 7 s ...'.
            toast.error(t(`${p}.replyError`), { description: apiErrorOr(t, error, 'errors.INTERNAL_ERROR') });
            return false;
          }
        }}
      />
    </div>
  );
}
