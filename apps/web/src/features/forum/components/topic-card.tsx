import type { ForumTopicSummary } from '@blivion/shared/forum';
import { Link } from 'react-router';
import { RelativeTime } from '@/components/ui/relative-time';
import { MemberCardTrigger } from '@/components/community/member-card';
import { AuthorAvatar, AuthorName } from './author';
import { PostStats } from './post-stats';
import { TagList, TopicBadges } from './topic-badges';

/** One topic of the list; the whole card opens the topic (its title is the link), the author's name their card. */
export function TopicCard({ topic }: { topic: ForumTopicSummary }) {
  return (
    <article className="relative flex gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:border-primary/60 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring sm:gap-4 sm:p-5">
      <AuthorAvatar author={topic.author} byAcademy={topic.byAcademy} className="size-10" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <TopicBadges
          category={topic.category.name}
          pinned={topic.pinned}
          locked={topic.locked}
          hasPoll={topic.hasPoll}
        />
        <h2 className="text-base leading-snug font-semibold sm:text-lg">
          <Link to={`/forum/${topic.id}`} className="outline-none after:absolute after:inset-0 hover:text-link">
            {topic.title}
          </Link>
        </h2>
        {topic.excerpt && <p className="line-clamp-2 text-sm text-muted-foreground">{topic.excerpt}</p>}
        <TagList tags={topic.tags} />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex flex-wrap items-center gap-1">
            {topic.author ? (
              // Above the card's link (after:inset-0), so the name opens the author's card.
              <MemberCardTrigger memberId={topic.author.id} name={topic.author.name} className="relative z-10">
                <AuthorName author={topic.author} />
              </MemberCardTrigger>
            ) : (
              <AuthorName author={topic.author} byAcademy={topic.byAcademy} />
            )}
            <span aria-hidden="true">·</span>
            <RelativeTime iso={topic.createdAt} />
          </span>
          <PostStats replies={topic.replyCount} views={topic.viewCount} likes={topic.likeCount} />
        </div>
      </div>
    </article>
  );
}
