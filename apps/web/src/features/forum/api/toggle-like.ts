import type { ForumLikeState } from '@blivion/shared/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { updateCachedTopic } from './get-topic';
import { updateCachedReplies } from './list-replies';
import { forumKeys, topicPath } from './query-keys';

export interface LikeTarget {
  kind: 'topic' | 'reply';
  id: string;
  /** The topic the post belongs to (for a reply, its topic). */
  topicId: string;
}

/**
 * PUT (like) or DELETE (unlike) /api/forum/{topics|replies}/:id/like. The server refuses a like on
 * one's own post (FORUM_OWN_POST_LIKE); the answer is the post's new state, put in the cache.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, like }: { target: LikeTarget; like: boolean }) =>
      apiFetch<ForumLikeState>(
        `${target.kind === 'topic' ? topicPath(target.id) : `/api/forum/replies/${encodeURIComponent(target.id)}`}/like`,
        { method: like ? 'PUT' : 'DELETE' },
      ),
    onSuccess: async (state, { target }) => {
      const patch = { likedByMe: state.liked, likeCount: state.likeCount };
      if (target.kind === 'topic') updateCachedTopic(queryClient, target.id, (topic) => ({ ...topic, ...patch }));
      else
        updateCachedReplies(queryClient, target.topicId, (items) =>
          items.map((item) => (item.id === target.id ? { ...item, ...patch } : item)),
        );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: forumKeys.topics }),
        queryClient.invalidateQueries({ queryKey: forumKeys.rankings }),
      ]);
    },
  });
}
