/** `@blivion/shared/public`: the public pages' counters, the health check and 404 reports. */
export * from '../schemas/public.js';
