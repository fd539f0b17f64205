import { FORUM_REPLY_CONTENT_MAX } from '@blivion/shared';

/** The API's reply rules (forumReplyContentField) without bringing zod into the topic page. */
export function replyError(content: string): string | undefined {
  if (!content.trim()) return 'forumValidation.replyRequired';
  if (content.length > FORUM_REPLY_CONTENT_MAX) return 'forumValidation.replyTooLong';
  return undefined;
}
