import { announce, memberTopic } from '../../events/announce.js';

/** The live event's type: the member's pages reload their balance (the top bar, the dashboard card). */
export const CREDITS_CHANGED = 'credits';

/** Tells the member's open pages, on every instance, once the caller's transaction commits (decision 0049). */
export function announceCreditsChanged(db: object, userId: string): void {
  announce(db, memberTopic(userId), CREDITS_CHANGED, null);
}
