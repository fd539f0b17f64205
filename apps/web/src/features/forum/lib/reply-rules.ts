import { FORUM_REPLY_CONTENT_MAX } from '@blivion/shared/core';

/** The API's reply rules (forumReplyContentField) without bringing zod into the topic page. */
export function replyError(content: string): string | undefined {
  if (!content.trim()) return 'forumValidation.replyRequired';
  // zod's `max` counts code points (an emoji is one character), not UTF-16 units.
  if (content.length > FORUM_REPLY_CONTENT_MAX && [...content].length > FORUM_REPLY_CONTENT_MAX) {
    return 'forumValidation.replyTooLong';
  }
  return undefined;
}
