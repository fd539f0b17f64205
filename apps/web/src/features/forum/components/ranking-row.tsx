import type { RankingEntry } from '@blivion/shared/forum';
import { Crown, Heart, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LevelTag } from '@/components/community/level-badges';
import { MemberCardTrigger } from '@/components/community/member-card';
import { MemberAvatar } from '@/components/layouts/member-avatar';
import { cn } from '@/lib/utils';
import { IconCount } from './post-stats';

const MEDALS: Record<number, string> = {
  1: 'bg-amber-400 text-amber-950',
  2: 'bg-slate-300 text-slate-900',
  3: 'bg-orange-400 text-orange-950',
};

/** One place of the ranking: position, avatar, name (opening the member's card), likes, comments and points. */
export function RankingRow({
  entry,
  winner,
  mine,
  level,
}: {
  entry: RankingEntry;
  winner?: boolean;
  mine?: boolean;
  /** The member's level, on the leaderboard page. */
  level?: number;
}) {
  const { t } = useTranslation();
  const r = 'features.forum.ranking';
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-lg p-2',
        winner && 'bg-primary/10 ring-1 ring-primary/40',
        mine && 'bg-muted',
      )}
    >
      <span
        className={cn(
          'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
          MEDALS[entry.rank] ?? 'bg-muted text-muted-foreground',
        )}
      >
        <span aria-hidden="true">{entry.rank}</span>
        <span className="sr-only">{t(`${r}.position`, { rank: entry.rank })}</span>
      </span>
      <MemberAvatar name={entry.name} imageUrl={entry.avatarUrl} className="size-9" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1 truncate text-sm font-medium">
          <MemberCardTrigger memberId={entry.userId} name={entry.name} className="min-w-0">
            <span className="truncate">{entry.name}</span>
          </MemberCardTrigger>
          {level !== undefined && <LevelTag level={level} className="shrink-0" />}
          {winner && <Crown className="size-3.5 shrink-0 text-amber-500" aria-hidden="true" />}
        </p>
        {winner && <p className="text-xs font-medium text-link">{t(`${r}.winner`)}</p>}
        <p className="flex gap-3 text-xs text-muted-foreground">
          <IconCount
            icon={Heart}
            count={entry.likes}
            label={t(`${r}.likes`, { count: entry.likes })}
            iconClassName="size-3"
          />
          <IconCount
            icon={MessageSquare}
            count={entry.comments}
            label={t(`${r}.comments`, { count: entry.comments })}
            iconClassName="size-3"
          />
        </p>
      </div>
      <p className="text-right text-sm font-bold tabular-nums" title={t(`${r}.points`, { count: entry.score })}>
        <span aria-hidden="true">{entry.score}</span>
        <span className="sr-only">{t(`${r}.points`, { count: entry.score })}</span>
        <span aria-hidden="true" className="block text-[0.65rem] font-medium text-muted-foreground uppercase">
          {t(`${r}.pointsShort`)}
        </span>
      </p>
    </div>
  );
}
