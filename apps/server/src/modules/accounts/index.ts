/**
 * The accounts module's door. The accounts tables (user, session, account, verification, profiles,
 * user_permissions, account_limits) are named in SQL only inside this module (decision 0132): other
 * modules read and write members through these functions, and join a member into their own lists
 * with joinMember, or embed the unexecuted queries of member-queries.repository.ts.
 */
export { readProfileLogo, writeProfileLogo } from './profile-images.repository.js';
// The signed-in member's row and the member sets the jobs notify: read by the session layer
// (auth/member.repository.ts), offered to the other modules only through this door.
export { findMemberRow, memberIdsWithCourses, staffMemberIds } from '../../auth/member.repository.js';
export { capturingMailer, createOrPromoteMaster } from './create-master.js';
export type { MemberColumn, MemberColumns } from './members.repository.js';
export {
  accountsExist,
  findUserIdByEmail,
  joinMember,
  memberExists,
  memberName,
  membersMatching,
  membersNamed,
  namesAndAddresses,
  readAvatar,
  updateName,
  writeAvatar,
} from './members.repository.js';
export {
  expiringPremiumAccess,
  memberById,
  memberCards,
  memberPage,
  profileCreations,
} from './member-queries.repository.js';
export type { AccessRow, MemberRow as AdminMemberRow, NewAccount, SortKey } from './member-admin.repository.js';
export {
  countMembers,
  deleteAccount,
  emailExists,
  findMember as findAdminMember,
  insertAccount,
  insertResetToken,
  listMembers,
  saveAccess,
} from './member-admin.repository.js';
