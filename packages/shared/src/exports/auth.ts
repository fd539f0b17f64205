/** `@blivion/shared/auth`: sign-up, sign-in and password recovery. */
export * from '../schemas/auth.js';
