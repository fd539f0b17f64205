import { z } from 'zod';
import { recordIdField, textField } from './fields.js';
import { NOTIFICATIONS_PAGE_MAX, NOTIFICATIONS_PAGE_SIZE } from '../limits.js';

/**
 * One notification in the bell, whatever module raised it: the module names what happened (kind,
 * e.g. 'forum.reply'), and supplies the text (a catalogue key, rendered by the server with the
 * administrators' overrides) and the web path it opens.
 */
export const notificationSchema = z.object({
  id: z.string(),
  /** '<module>.<event>', e.g. 'forum.reply', 'forum.like', 'forum.mention'. */
  kind: z.string(),
  /** Who did it; null when that account was deleted. */
  actor: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  /** The text to show, already in pt-BR. */
  text: z.string(),
  /** Web path to open, e.g. the topic page with the reply's anchor. */
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
  cursor: textField().max(512, 'validation.cursorInvalid').optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(NOTIFICATIONS_PAGE_SIZE),
});

export const notificationIdParamsSchema = z.object({
  id: recordIdField('forumValidation.idInvalid'),
});
