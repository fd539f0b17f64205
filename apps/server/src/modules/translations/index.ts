/** The translations module's door: what other modules may use of it. */
export { textOverrides } from './translations.service.js';
