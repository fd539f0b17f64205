/** The notifications module's door: what other modules may use of it. */
export { notify, withdrawAbout, withdrawUnread } from './notifications.service.js';
