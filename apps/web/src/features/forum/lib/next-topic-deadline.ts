import type { Countdown } from '@/hooks/use-seconds-left';
import { usePostingWait } from '../api/get-posting-wait';

/** When (this browser's clock) the member may post the next topic, and when that was measured; null when now or unknown. */
export function useNextTopicDeadline(): Countdown | null {
  const wait = usePostingWait();
  if (!wait.data || wait.data.nextTopicInSeconds === 0) return null;
  return { deadline: wait.dataUpdatedAt + wait.data.nextTopicInSeconds * 1000, measuredAt: wait.dataUpdatedAt };
}
