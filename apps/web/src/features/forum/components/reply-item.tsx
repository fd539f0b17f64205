import type { ForumReply } from '@blivion/shared/forum';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { RenderedMarkdown } from '@/components/ui/rendered-markdown';
import { apiErrorOr } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useDeleteReply } from '../api/delete-reply';
import { useUpdateReply } from '../api/update-reply';
import { LikeButton } from './like-button';
import { PostHeader } from './post-header';
import { PostMenu, type PostMenuItem } from './post-menu';
import { ReplyEditor } from './reply-editor';

/** One reply, at its anchor #reply-<id>: read, liked, edited in place or deleted by its author or a moderator. */
export function ReplyItem({
  reply,
  viewerId,
  highlighted,
}: {
  reply: ForumReply;
  viewerId: string;
  highlighted: boolean;
}) {
  const { t } = useTranslation();
  const p = 'features.forum.post';
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateReply(reply.topicId);
  const remove = useDeleteReply(reply.topicId);
  const author = reply.author?.name ?? t('features.forum.removedMember');

  const items: PostMenuItem[] = [
    ...(reply.canEdit ? [{ label: t(`${p}.editReply`), icon: Pencil, onSelect: () => setEditing(true) }] : []),
    ...(reply.canDelete
      ? [{ label: t(`${p}.deleteReply`), icon: Trash2, onSelect: () => setConfirming(true), destructive: true }]
      : []),
  ];

  return (
    <article
      id={`reply-${reply.id}`}
      tabIndex={-1}
      aria-label={t(`${p}.replyOf`, { author })}
      className={cn(
        'scroll-mt-24 rounded-xl border bg-card p-4 text-card-foreground shadow-sm outline-none sm:p-5',
        highlighted && 'border-primary ring-2 ring-primary/40',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <PostHeader author={reply.author} createdAt={reply.createdAt} editedAt={reply.editedAt} />
        <PostMenu items={items} />
      </div>
      {editing ? (
        <div className="mt-3">
          <ReplyEditor
            id={`reply-edit-${reply.id}`}
            label={t(`${p}.editReply`)}
            hideLabel
            initial={reply.content}
            autoFocus
            submitLabel={t(`${p}.save`)}
            busyLabel={t(`${p}.saving`)}
            onCancel={() => setEditing(false)}
            onSubmit={async (content) => {
              try {
                await update.mutateAsync({ id: reply.id, content });
                toast.success(t(`${p}.replyUpdatedTitle`));
                setEditing(false);
                return true;
              } catch (error) {
                toast.error(t(`${p}.updateError`), { description: apiErrorOr(t, error, 'errors.INTERNAL_ERROR') });
                return false;
              }
            }}
          />
        </div>
      ) : (
        <RenderedMarkdown html={reply.contentHtml} className="mt-3" />
      )}
      <div className="mt-2 -mb-1 flex">
        <LikeButton
          target={{ kind: 'reply', id: reply.id, topicId: reply.topicId }}
          liked={reply.likedByMe}
          count={reply.likeCount}
          own={reply.author?.id === viewerId}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !remove.isPending && setConfirming(open)}
        title={t(`${p}.deleteReply`)}
        message={t(`${p}.deleteConfirm`)}
        confirmLabel={t(`${p}.delete`)}
        busyLabel={t(`${p}.deleting`)}
        busy={remove.isPending}
        onConfirm={() =>
          // mutateAsync, not mutate's callbacks: the reply leaves the list (and this item unmounts)
          // as soon as the deletion succeeds, and callbacks of an unmounted caller never run.
          remove.mutateAsync(reply.id).then(
            () => toast.success(t(`${p}.replyRemovedTitle`)),
            (error: unknown) =>
              toast.error(t(`${p}.deleteError`), { description: apiErrorOr(t, error, 'errors.INTERNAL_ERROR') }),
          )
        }
      />
    </article>
  );
}
