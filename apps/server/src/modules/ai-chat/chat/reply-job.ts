import type { Member } from '../../../auth/member.js';
import type { ChatTarget } from '../conversations/targets.js';
import type { History } from './history.js';

/** One reply being streamed: who asked, in which chat, to what, and what it holds. */
export interface ReplyJob {
  member: Member;
  conversationId: number;
  /**
   * Writes the member's message (the send's plan) and returns its id. The text reply calls it once
   * its first token has gone to the member, or when it ends without one.
   */
  storeUserMessage(): Promise<number>;
  target: ChatTarget;
  history: History;
  maxOutputTokens: number;
  holdId: number;
  claim: string;
}
