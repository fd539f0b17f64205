import { usePostingWait } from '../api/get-posting-wait';

/** When (epoch ms, this browser's clock) the member may post the next topic; null when now or unknown. */
export function useNextTopicDeadline(): number | null {
  const wait = usePostingWait();
  if (!wait.data || wait.data.nextTopicInSeconds === 0) return null;
  return wait.dataUpdatedAt + wait.data.nextTopicInSeconds * 1000;
}
