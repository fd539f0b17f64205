import type { ForumReply, ForumReplyPage } from '@blivion/shared/forum';
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCreateReply } from './create-reply';
import { useDeleteReply } from './delete-reply';
import { flattenReplies, updateCachedReplies } from './list-replies';
import { forumKeys } from './query-keys';
import { useToggleLike } from './toggle-like';
import { useUpdateReply } from './update-reply';

function reply(id: string, content = `Resposta ${id}`): ForumReply {
  return {
    id,
    topicId: '7',
    author: { id: 'u1', name: 'Ana Souza', avatarUrl: null, staff: false, level: 1 },
    content,
    contentHtml: `<p>${content}</p>`,
    likeCount: 0,
    likedByMe: false,
    createdAt: `2026-11-23T12:00:${id.padStart(2, '0')}.000Z`,
    editedAt: null,
    canEdit: true,
    canDelete: true,
  };
}

const page = (ids: string[], nextCursor: string | null = null): ForumReplyPage => ({
  items: ids.map((id) => reply(id)),
  nextCursor,
  previousCursor: null,
});

const pages = (...list: ForumReplyPage[]): InfiniteData<ForumReplyPage, string> => ({
  pages: list,
  pageParams: list.map((_, index) => (index === 0 ? '' : `cursor=${index}`)),
});

const ids = (items: ForumReply[]) => items.map((item) => item.id);
const cached = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryData<InfiniteData<ForumReplyPage, string>>(key)!.pages.map((entry) => ids(entry.items));

describe('flattenReplies', () => {
  it('is empty before the first page', () => {
    expect(flattenReplies(undefined)).toEqual([]);
  });

  it('lists the loaded pages in order', () => {
    expect(ids(flattenReplies(pages(page(['1', '2'], 'c'), page(['3', '4']))))).toEqual(['1', '2', '3', '4']);
  });

  it('keeps a reply posted here once, at its later place and with its later copy, when paging reaches it', () => {
    const posted = { ...reply('9'), content: 'como foi enviada' };
    const paged = { ...reply('9'), content: 'como veio na página', likeCount: 3 };
    const data = pages(
      { ...page(['1', '2'], 'c'), items: [reply('1'), reply('2'), posted] },
      { ...page(['3']), items: [reply('3'), paged, reply('10')] },
    );
    const flat = flattenReplies(data);
    expect(ids(flat)).toEqual(['1', '2', '3', '9', '10']);
    expect(flat[3]).toEqual(paged);
  });
});

describe('updateCachedReplies', () => {
  function cacheWithTwoTopics() {
    const queryClient = new QueryClient();
    queryClient.setQueryData(forumKeys.replies('7'), pages(page(['1', '2'], 'c'), page(['3'])));
    queryClient.setQueryData(forumKeys.repliesAround('7', '40'), pages(page(['40', '41'])));
    queryClient.setQueryData(forumKeys.replies('8'), pages(page(['80'])));
    return queryClient;
  }

  it("changes every cached list of the topic's replies, page by page, and no other topic's", () => {
    const queryClient = cacheWithTwoTopics();
    const calls: Array<[string[], number, number]> = [];
    updateCachedReplies(queryClient, '7', (items, index, count) => {
      calls.push([ids(items), index, count]);
      return items.filter((item) => item.id !== '2' && item.id !== '41');
    });
    expect(calls).toEqual(
      expect.arrayContaining([
        [['1', '2'], 0, 2],
        [['3'], 1, 2],
        [['40', '41'], 0, 1],
      ]),
    );
    expect(calls).toHaveLength(3);
    expect(cached(queryClient, forumKeys.replies('7'))).toEqual([['1'], ['3']]);
    expect(cached(queryClient, forumKeys.repliesAround('7', '40'))).toEqual([['40']]);
    expect(cached(queryClient, forumKeys.replies('8'))).toEqual([['80']]);
  });

  it('keeps the cursors of each page', () => {
    const queryClient = cacheWithTwoTopics();
    updateCachedReplies(queryClient, '7', (items) => items);
    const data = queryClient.getQueryData<InfiniteData<ForumReplyPage, string>>(forumKeys.replies('7'))!;
    expect(data.pages.map((entry) => entry.nextCursor)).toEqual(['c', null]);
    expect(data.pageParams).toEqual(['', 'cursor=1']);
  });

  it('creates no list for a topic whose replies were never loaded', () => {
    const queryClient = cacheWithTwoTopics();
    updateCachedReplies(queryClient, '9', (items) => [...items, reply('99')]);
    expect(queryClient.getQueryData(forumKeys.replies('9'))).toBeUndefined();
  });
});

describe("the reply mutations' cache changes", () => {
  const requests: string[] = [];
  afterEach(() => {
    vi.unstubAllGlobals();
    requests.length = 0;
  });

  /** The API answers the mutation with `body`. */
  function answer(body: unknown) {
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      requests.push(`${init.method} ${path}`);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
  }

  function setUp() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(forumKeys.replies('7'), pages(page(['1', '2'], 'c'), page(['3'], 'd')));
    queryClient.setQueryData(forumKeys.repliesAround('7', '2'), pages(page(['2', '3'])));
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const lists = () => [
      cached(queryClient, forumKeys.replies('7')),
      cached(queryClient, forumKeys.repliesAround('7', '2')),
    ];
    const items = (key: readonly unknown[]) =>
      queryClient.getQueryData<InfiniteData<ForumReplyPage, string>>(key)!.pages.flatMap((entry) => entry.items);
    return { wrapper, lists, items };
  }

  it('a new reply goes at the end of the last loaded page of each list', async () => {
    const { wrapper, lists } = setUp();
    answer(reply('4'));
    const { result } = renderHook(() => useCreateReply('7'), { wrapper });
    await act(() => result.current.mutateAsync('Nova'));
    expect(requests[0]).toBe('POST /api/forum/topics/7/replies');
    expect(lists()).toEqual([
      [
        ['1', '2'],
        ['3', '4'],
      ],
      [['2', '3', '4']],
    ]);
  });

  it('an edit replaces the reply wherever it is loaded', async () => {
    const { wrapper, items } = setUp();
    answer({ ...reply('2'), content: 'Editada', editedAt: '2026-11-23T13:00:00.000Z' });
    const { result } = renderHook(() => useUpdateReply('7'), { wrapper });
    await act(() => result.current.mutateAsync({ id: '2', content: 'Editada' }));
    expect(requests[0]).toBe('PATCH /api/forum/replies/2');
    for (const key of [forumKeys.replies('7'), forumKeys.repliesAround('7', '2')]) {
      expect(items(key).map((item) => item.content)).toEqual(
        ids(items(key)).map((id) => (id === '2' ? 'Editada' : `Resposta ${id}`)),
      );
    }
  });

  it('a deletion removes the reply from every list', async () => {
    const { wrapper, lists } = setUp();
    answer({ ok: true });
    const { result } = renderHook(() => useDeleteReply('7'), { wrapper });
    await act(() => result.current.mutateAsync('3'));
    expect(requests[0]).toBe('DELETE /api/forum/replies/3');
    expect(lists()).toEqual([[['1', '2'], []], [['2']]]);
  });

  it("a like puts the server's count and state on that reply only", async () => {
    const { wrapper, items } = setUp();
    answer({ liked: true, likeCount: 5 });
    const { result } = renderHook(() => useToggleLike(), { wrapper });
    await act(() => result.current.mutateAsync({ target: { kind: 'reply', id: '3', topicId: '7' }, like: true }));
    expect(requests[0]).toBe('PUT /api/forum/replies/3/like');
    for (const key of [forumKeys.replies('7'), forumKeys.repliesAround('7', '2')]) {
      const likes = items(key).map((item) => [item.id, item.likedByMe, item.likeCount]);
      expect(likes.filter(([id]) => id === '3')).toEqual([['3', true, 5]]);
      expect(likes.filter(([id]) => id !== '3').every(([, liked, count]) => liked === false && count === 0)).toBe(true);
    }
  });
});
