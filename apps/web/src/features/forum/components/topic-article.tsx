import type { ForumTopicDetail } from '@blivion/shared/forum';
import { RenderedMarkdown } from '@/components/ui/rendered-markdown';
import { LikeButton } from './like-button';
import { PollCard } from './poll-card';
import { PostHeader } from './post-header';
import { PostStats } from './post-stats';
import { TagList, TopicBadges } from './topic-badges';
import { TopicMenu } from './topic-menu';

/** The topic itself: badges, title, author, the rendered content, its poll, tags, likes and counts. */
export function TopicArticle({ topic, viewerId }: { topic: ForumTopicDetail; viewerId: string }) {
  return (
    <article
      aria-labelledby="topic-heading"
      className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8"
    >
      <div className="flex items-start justify-between gap-3">
        <TopicBadges category={topic.category.name} pinned={topic.pinned} locked={topic.locked} hasPoll={false} />
        <TopicMenu topic={topic} />
      </div>
      <h1 id="topic-heading" className="mt-3 text-2xl leading-tight font-bold tracking-tight break-words sm:text-3xl">
        {topic.title}
      </h1>
      <div className="mt-4">
        <PostHeader
          author={topic.author}
          byAcademy={topic.byAcademy}
          createdAt={topic.createdAt}
          editedAt={topic.editedAt}
          size="lg"
        />
      </div>
      <RenderedMarkdown html={topic.contentHtml} className="mt-6" />
      {topic.poll && <PollCard key={topic.poll.myVotes.join()} topicId={topic.id} poll={topic.poll} />}
      {topic.tags.length > 0 && (
        <div className="mt-6">
          <TagList tags={topic.tags} />
        </div>
      )}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t pt-4 text-sm text-muted-foreground">
        <LikeButton
          target={{ kind: 'topic', id: topic.id, topicId: topic.id }}
          liked={topic.likedByMe}
          count={topic.likeCount}
          own={topic.author?.id === viewerId}
        />
        <PostStats replies={topic.replyCount} views={topic.viewCount} />
      </div>
    </article>
  );
}
