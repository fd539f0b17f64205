/** Channels a page may follow besides the member's own events (zod-free: pages import it). */
export const LIVE_TOPIC_PATTERN = /^forum\.topic\.[1-9]\d{0,9}$/;
export const LIVE_TOPICS_MAX = 5;

/** The live channel of a forum topic: its new replies. */
export function forumTopicChannel(topicId: string | number): string {
  return `forum.topic.${topicId}`;
}
