import { z } from 'zod';
import { recordIdField, textField } from './fields.js';
import { NOTIFICATIONS_PAGE_MAX, NOTIFICATIONS_PAGE_SIZE } from '../limits.js';

/**
 * What raised a notification: a reply to my topic, a like on my topic or reply, an @mention
 * of me in a topic or reply. Later modules add their kinds here.
 */
export const notificationKindSchema = z.enum(['forum.reply', 'forum.like', 'forum.mention']);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  /** Who did it; null when that account was deleted. */
  actor: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  topicId: z.string().nullable(),
  topicTitle: z.string().nullable(),
  /** The reply concerned (the new reply, the liked reply, the reply with the mention); null for the topic itself. */
  replyId: z.string().nullable(),
  /** Web path to open: the topic page, with the reply anchor when there is a reply. */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationsQuerySchema = z.object({
  cursor: textField().max(512, 'forumValidation.cursorInvalid').optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(NOTIFICATIONS_PAGE_SIZE),
});

export const notificationIdParamsSchema = z.object({
  id: recordIdField('forumValidation.idInvalid'),
});
