/**
 * The one switch of every fast path that remains (issue 29.2, decision 0099). `FAST_PATHS=off` runs
 * each on its plain twin, the library's ordinary use: the session through better-auth's getSession,
 * precompiled reads through Kysely's executor, responses through fastify-type-provider-zod's
 * serializer, security headers from @fastify/helmet on every response. Read once at start; CI runs
 * the server suite once with it off, so each twin stays correct.
 */
export const FAST_PATHS_ON = process.env.FAST_PATHS !== 'off';
