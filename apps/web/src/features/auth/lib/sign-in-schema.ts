// Loaded on demand by the sign-in form (a dynamic import of '@blivion/shared' itself would pull
// every shared module, zod with them, into the first load).
export { signInSchema } from '@blivion/shared';
