/** `@blivion/shared/notifications`: a member's notifications. */
export * from '../schemas/notifications.js';
