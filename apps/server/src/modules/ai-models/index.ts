/** The ai-models module's door: what other modules may use of it. */
export { defaultChatRef, providerFailureOf, reportProviderFailure, resolveChatTarget } from './ai-targets.js';
export type { ChatTarget } from './ai-targets.js';
