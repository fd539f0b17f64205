/** The admin-users module's door: what other modules may use of it. */
export { accessDate } from './access-notices.js';
export { invitationMessage } from './invitation.js';
export { createInvitedAccount, writeMemberAccess } from './member-accounts.js';
