/** The me module's door: what other modules may use of it. */
export { toMeResponse } from './me-response.js';
