/** The ai-credits module's door: what other modules may use of it. */
export { costInCredits, releaseHold, reserveCredits, settleHold } from './credit-holds.js';
export { changeBalance } from './ledger.js';
