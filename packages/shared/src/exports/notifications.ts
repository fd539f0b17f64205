/** `@blivion/shared/notifications`: a member's notifications. */
export * from '../schemas/notifications.js';
export * from '../schemas/live.js';
export * from '../live-channels.js';
export * from '../schemas/notification-preferences.js';
