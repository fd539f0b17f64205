import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { QueryError } from '@/components/feedback/query-error';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { useMe } from '@/lib/me';
import { useTopic } from '../api/get-topic';
import { ReplyForm } from '../components/reply-form';
import { ReplyList } from '../components/reply-list';
import { TopicArticle } from '../components/topic-article';
import { forumTopicChannel } from '@blivion/shared/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '@/hooks/use-live-event';
import { forumKeys } from '../api/query-keys';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/forum" className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'self-start' })}>
      <ArrowLeft aria-hidden="true" />
      {t('features.forum.post.back')}
    </Link>
  );
}

/** /forum/:topicId: the topic, its poll, its replies (#reply-<id> anchors) and the reply box. */
export default function TopicPage() {
  const { t } = useTranslation();
  const p = 'features.forum.post';
  const { topicId = '' } = useParams();
  const { data: me } = useMe();
  const topic = useTopic(topicId);
  const queryClient = useQueryClient();
  // Another member's reply shows up while the page is open (live events, decision 0049).
  useLiveEvent(
    'forum.reply',
    () => void queryClient.invalidateQueries({ queryKey: forumKeys.topic(topicId) }),
    topicId ? forumTopicChannel(topicId) : undefined,
  );
  const notFound = isApiError(topic.error, 'FORUM_TOPIC_NOT_FOUND') || isApiError(topic.error, 'VALIDATION_ERROR');
  useDocumentTitle(topic.data?.title ?? (notFound ? t(`${p}.notFound`) : t('features.forum.title')));

  if (!me || topic.isPending) return <PageSpinner />;
  if (notFound) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-3 py-16 text-center">
        <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{t(`${p}.notFound`)}</h1>
        <p className="text-muted-foreground">{t(`${p}.notFoundMessage`)}</p>
        <BackLink />
      </div>
    );
  }
  if (topic.isError) {
    return <QueryError error={topic.error} title={t(`${p}.loadError`)} onRetry={() => void topic.refetch()} />;
  }

  const data = topic.data;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <BackLink />
      <TopicArticle topic={data} viewerId={me.user.id} />
      <section aria-labelledby="replies-title" className="flex flex-col gap-4">
        <h2 id="replies-title" className="text-lg font-semibold">
          {t(`${p}.repliesTitle`)} <span className="text-muted-foreground">({data.replyCount})</span>
        </h2>
        <ReplyList topicId={data.id} firstPage={data.replies} firstPageAt={topic.dataUpdatedAt} viewerId={me.user.id} />
      </section>
      <ReplyForm topicId={data.id} locked={data.locked} canReply={data.canReply} />
    </div>
  );
}
