import type { MentionSuggestions, PostImage } from '@blivion/shared/forum';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch, apiUpload } from '@/lib/api-client';

/** GET /api/forum/members/suggestions: members for the '@' being typed (folded on the server). */
export function useMentionSuggestions(query: string | null) {
  return useQuery({
    queryKey: ['forum', 'mentions', query],
    queryFn: ({ signal }) =>
      apiFetch<MentionSuggestions>(`/api/forum/members/suggestions?q=${encodeURIComponent(query ?? '')}`, { signal }),
    enabled: query !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/forum/preview: the Markdown as the post will show it. */
export function usePreview(content: string, enabled: boolean) {
  return useQuery({
    queryKey: ['forum', 'preview', content],
    queryFn: ({ signal }) =>
      apiFetch<{ html: string }>('/api/forum/preview', { method: 'POST', body: { content }, signal }),
    enabled: enabled && content.trim().length > 0,
    staleTime: Infinity,
  });
}

/** POST /api/forum/images: a pasted or dropped image, stored re-encoded. */
export function uploadPostImage(file: File): Promise<PostImage> {
  return apiUpload<PostImage>('/api/forum/images', file);
}
