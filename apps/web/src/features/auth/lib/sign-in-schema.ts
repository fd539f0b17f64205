// Loaded on demand by the sign-in form, so that zod and the schema stay out of the first load; a
// module of its own, so that the chunk holds the sign-in schema and not the other auth schemas.
export { signInSchema } from '@blivion/shared/auth';
