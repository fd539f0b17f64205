// Everything at once, for the server and the tests; a web page imports its module's subpath
// (`@blivion/shared/forum`, ...) so that it bundles only what it uses.
export { ptBR } from './i18n/pt-BR/index.js';
export * from './exports/core.js';
export * from './exports/i18n.js';
export * from './exports/auth.js';
export * from './exports/me.js';
export * from './exports/public.js';
export * from './exports/admin.js';
export * from './exports/banners.js';
export * from './exports/translations.js';
export * from './exports/uploads.js';
export * from './exports/forum.js';
export * from './exports/notifications.js';
export * from './exports/courses.js';
export * from './exports/search.js';
export * from './exports/ai.js';
export * from './exports/adspy.js';
export * from './exports/sales.js';
