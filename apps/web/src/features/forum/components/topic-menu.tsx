import type { ForumTopicDetail } from '@blivion/shared/forum';
import { useQueryClient } from '@tanstack/react-query';
import { Lock, LockOpen, Pencil, Pin, PinOff, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { apiErrorOr } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { forgetTopic, useDeleteTopic } from '../api/delete-topic';
import { useModerateTopic } from '../api/moderate-topic';
import { PostMenu, type PostMenuItem } from './post-menu';

const EditTopicDialog = lazy(() => import('./edit-topic-dialog'));

/** The topic's actions: the author edits and deletes; admin and master also pin and lock. */
export function TopicMenu({ topic }: { topic: ForumTopicDetail }) {
  const { t } = useTranslation();
  const p = 'features.forum.post';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const moderate = useModerateTopic(topic.id);
  const remove = useDeleteTopic(topic.id);

  const setModeration = (change: { pinned: boolean } | { locked: boolean }, doneKey: string) =>
    moderate.mutate(change, {
      onSuccess: () => toast.success(t(`${p}.${doneKey}`)),
      onError: (error) =>
        toast.error(t(`${p}.moderationError`), { description: apiErrorOr(t, error, 'errors.INTERNAL_ERROR') }),
    });

  const items: PostMenuItem[] = [
    ...(topic.canEdit ? [{ label: t(`${p}.editTopic`), icon: Pencil, onSelect: () => setOpen('edit') }] : []),
    ...(topic.canModerate
      ? [
          topic.pinned
            ? {
                label: t(`${p}.unpin`),
                icon: PinOff,
                onSelect: () => setModeration({ pinned: false }, 'unpinnedTitle'),
              }
            : { label: t(`${p}.pin`), icon: Pin, onSelect: () => setModeration({ pinned: true }, 'pinnedTitle') },
          topic.locked
            ? {
                label: t(`${p}.unlock`),
                icon: LockOpen,
                onSelect: () => setModeration({ locked: false }, 'unlockedTitle'),
              }
            : { label: t(`${p}.lock`), icon: Lock, onSelect: () => setModeration({ locked: true }, 'lockedTitle') },
        ]
      : []),
    ...(topic.canDelete
      ? [{ label: t(`${p}.deleteTopic`), icon: Trash2, onSelect: () => setOpen('delete'), destructive: true }]
      : []),
  ];

  return (
    <>
      <PostMenu items={items} />
      <Suspense fallback={null}>
        {open === 'edit' && <EditTopicDialog topic={topic} onOpenChange={(next) => !next && setOpen(null)} />}
      </Suspense>
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={(next) => !remove.isPending && setOpen(next ? 'delete' : null)}
        title={t(`${p}.deleteTopic`)}
        message={t(`${p}.deleteTopicConfirm`)}
        confirmLabel={t(`${p}.delete`)}
        busyLabel={t(`${p}.deleting`)}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(t(`${p}.topicRemovedTitle`));
              void navigate('/forum', { replace: true });
              forgetTopic(queryClient, topic.id);
            },
            onError: (error) =>
              toast.error(t(`${p}.deleteError`), { description: apiErrorOr(t, error, 'errors.INTERNAL_ERROR') }),
          })
        }
      />
    </>
  );
}
