import { z } from 'zod';
import { textField } from './fields.js';

/**
 * The kinds of notification a member chooses about (docs/decisions/0100), in the order the settings
 * page lists them. Each covers raised kinds ('<module>.<event>'): see NOTIFICATION_PREFERENCE_OF.
 */
export const NOTIFICATION_PREFERENCE_KINDS = [
  'replies',
  'mentions',
  'likes',
  'newCourses',
  'competitorJumps',
  'accessExpiring',
] as const;
export type NotificationPreferenceKind = (typeof NOTIFICATION_PREFERENCE_KINDS)[number];

/** The raised kinds each preference governs; every other kind always shows in the bell and sends no e-mail. */
export const NOTIFICATION_PREFERENCE_OF: Readonly<Record<string, NotificationPreferenceKind>> = {
  'forum.reply': 'replies',
  'forum.mention': 'mentions',
  'forum.like': 'likes',
  'courses.published': 'newCourses',
  'adSpy.competitorJump': 'competitorJumps',
  'access.expiring': 'accessExpiring',
};

/** What a link in an e-mail can switch off: one kind's e-mails, or the weekly digest. */
export const UNSUBSCRIBE_KINDS = [...NOTIFICATION_PREFERENCE_KINDS, 'weeklyDigest'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

const flag = z.boolean({ error: 'validation.invalidValue' });
export const notificationChannelsSchema = z.strictObject({ inApp: flag, email: flag });
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

/** GET and PUT /api/notifications/preferences: the member's own choices, every kind at once. */
export const notificationPreferencesSchema = z.strictObject({
  kinds: z.strictObject(
    Object.fromEntries(NOTIFICATION_PREFERENCE_KINDS.map((kind) => [kind, notificationChannelsSchema])) as Record<
      NotificationPreferenceKind,
      typeof notificationChannelsSchema
    >,
  ),
  /** The weekly e-mail digest (opt-in). */
  weeklyDigest: flag,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The defaults (decision 0100): everything in the bell; e-mail for replies, mentions and access expiring. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  kinds: {
    replies: { inApp: true, email: true },
    mentions: { inApp: true, email: true },
    likes: { inApp: true, email: false },
    newCourses: { inApp: true, email: false },
    competitorJumps: { inApp: true, email: false },
    accessExpiring: { inApp: true, email: true },
  },
  weeklyDigest: false,
};

/** The unsubscribe link's query (GET, and RFC 8058's one-click POST). */
export const unsubscribeQuerySchema = z.object({
  token: textField('features.notificationPreferences.unsubscribe.invalid').max(
    512,
    'features.notificationPreferences.unsubscribe.invalid',
  ),
});

export const unsubscribeResultSchema = z.object({ kind: z.enum(UNSUBSCRIBE_KINDS), email: z.literal(false) });
