/** The audit module's door: what other modules may use of it. */
export { recordAudit } from './audit.service.js';
