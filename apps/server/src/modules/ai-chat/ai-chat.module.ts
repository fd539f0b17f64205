import { scheduleJob, utcHourSlot } from '../../jobs/scheduler.js';
import type { ServerModule } from '../../server-module.js';
import { aiChatRoutes } from './ai-chat.routes.js';
import { whenHoldsExpire } from '../ai-credits/index.js';
import { markInterruptedReplies } from './chat/interrupted-replies.js';
import { stopAllReplies } from './chat/stream-reply.js';
import { EMPTY_CONVERSATIONS_JOB, sweepEmptyConversations } from './conversations/empty-sweep.js';
import { aiChatTables } from './migrations/20261124-0540-ai-chat-tables.js';
import { aiReplyCheckpoints } from './migrations/20261129-1600-ai-chat-reply-checkpoints.js';

/** The AI lab's folders, conversations, messages and the streamed replies (issue 15, decision 0039). */
export const aiChatModule: ServerModule = {
  name: 'ai-chat',
  routes: [{ plugin: aiChatRoutes, prefix: '/api/ai' }],
  migrations: {
    '20261124-0540-ai-chat-tables': aiChatTables,
    '20261129-1600-ai-chat-reply-checkpoints': aiReplyCheckpoints,
  },
  async onStart(app) {
    /** A reply whose hold the sweep expired was cut by a crash: the member is told (decision 0083). */
    whenHoldsExpire(app, markInterruptedReplies);
    // Chats that never got a message of the member's, an hour on (decision 0116): hourly, once across instances.
    scheduleJob(app, {
      name: EMPTY_CONVERSATIONS_JOB,
      cron: '41 * * * *',
      slotOf: utcHourSlot,
      async run(app, _slot, at) {
        const removed = await sweepEmptyConversations(app, at);
        if (removed > 0) app.log.info({ removed }, 'AI lab chats without a message of the member removed');
      },
    });
  },
  /** Replies still streaming are stopped, saved and charged for what was streamed. */
  onStop: stopAllReplies,
};
