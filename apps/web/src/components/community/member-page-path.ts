/** The member's page on the web app. */
export const memberPagePath = (memberId: string) => `/forum/membros/${encodeURIComponent(memberId)}`;
