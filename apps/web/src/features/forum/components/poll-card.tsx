import type { ForumPoll } from '@blivion/shared/forum';
import { BarChart3, Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { apiErrorOr } from '@/lib/api-errors';
import { formatDate, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useVotePoll } from '../api/vote-poll';

function sameChoice(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/**
 * The topic's poll: every option with its votes and percentage (of the members who voted); while
 * it is open the member picks one option (or several) and votes, changes the vote or takes it back.
 * The parent keys it by the member's votes, so the choice starts from what the server holds.
 */
export function PollCard({ topicId, poll }: { topicId: string; poll: ForumPoll }) {
  const { t } = useTranslation();
  const p = 'features.forum.poll';
  const [selected, setSelected] = useState<string[]>(poll.myVotes);
  const vote = useVotePoll(topicId);
  const voted = poll.myVotes.length > 0;
  const date = poll.closesAt ? formatDate(poll.closesAt, t('common.dateTimeFormat')) : null;

  const send = (optionIds: string[] | null) =>
    vote.mutate(optionIds, {
      onSuccess: () => toast.success(t(optionIds ? `${p}.votedTitle` : `${p}.retractedTitle`)),
      onError: (error) =>
        toast.error(t(`${p}.voteError`), { description: apiErrorOr(t, error, 'errors.INTERNAL_ERROR') }),
    });
  const toggle = (id: string, checked: boolean) =>
    setSelected((current) =>
      poll.multiple ? (checked ? [...current, id] : current.filter((item) => item !== id)) : checked ? [id] : current,
    );

  return (
    <section aria-labelledby="poll-title" className="mt-6 flex flex-col gap-4 rounded-xl border bg-muted/30 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="poll-title" className="flex items-center gap-2 text-base font-semibold">
          <BarChart3 className="size-5 shrink-0 text-link" aria-hidden="true" />
          {poll.question}
        </h2>
        {voted && <Badge variant="secondary">{t(`${p}.voted`)}</Badge>}
      </div>
      <fieldset className="flex flex-col gap-2" disabled={poll.closed || vote.isPending}>
        <legend className="mb-2 text-xs text-muted-foreground">
          {poll.multiple ? t(`${p}.multipleChoice`) : t(`${p}.singleChoice`)} ·{' '}
          {t(`${p}.voters`, { count: poll.voters })}
        </legend>
        {poll.options.map((option) => {
          const mine = poll.myVotes.includes(option.id);
          return (
            <label
              key={option.id}
              className={cn(
                'relative flex items-center gap-3 overflow-hidden rounded-lg border bg-card px-3 py-2.5 text-sm',
                !poll.closed &&
                  'cursor-pointer hover:border-primary/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                mine && 'border-primary/70',
              )}
            >
              <span
                aria-hidden="true"
                className="absolute inset-y-0 left-0 bg-primary/20"
                style={{ width: `${option.percent}%` }}
              />
              {poll.closed ? (
                <Check className={cn('relative size-4 shrink-0', !mine && 'invisible')} aria-hidden="true" />
              ) : (
                <input
                  type={poll.multiple ? 'checkbox' : 'radio'}
                  name={`poll-${topicId}`}
                  checked={selected.includes(option.id)}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                  className="relative size-4 shrink-0 accent-primary focus-visible:outline-none"
                />
              )}
              <span className="relative flex-1 font-medium">{option.text}</span>
              <span className="relative text-right text-xs whitespace-nowrap text-muted-foreground tabular-nums">
                <span className="font-semibold text-foreground">
                  {t(`${p}.percent`, { percent: formatNumber(option.percent) })}
                </span>
                {' · '}
                {t(`${p}.votes`, { count: option.votes })}
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          {poll.closed
            ? date
              ? t(`${p}.closedOn`, { date })
              : t(`${p}.closed`)
            : date && t(`${p}.closesOn`, { date })}
        </p>
        {!poll.closed && (
          <div className="flex gap-2">
            {voted && (
              <Button variant="ghost" size="sm" disabled={vote.isPending} onClick={() => send(null)}>
                {t(`${p}.retractVote`)}
              </Button>
            )}
            <Button
              size="sm"
              disabled={vote.isPending || selected.length === 0 || sameChoice(selected, poll.myVotes)}
              aria-busy={vote.isPending || undefined}
              onClick={() => send(selected)}
            >
              {vote.isPending ? t(`${p}.voting`) : voted ? t(`${p}.changeVote`) : t(`${p}.vote`)}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
