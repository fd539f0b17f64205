import type { ServerModule } from '../../server-module.js';
import { aiFilesRoutes } from './ai-files.routes.js';
import { aiFilesAttachments } from './migrations/20261124-0535-ai-files-attachments.js';

/** The AI lab's files: attachments and generated images (issue 15, docs/decisions/0042-ai-files.md). */
export const aiFilesModule: ServerModule = {
  name: 'ai-files',
  routes: [{ plugin: aiFilesRoutes, prefix: '/api/ai' }],
  migrations: {
    '20261124-0535-ai-files-attachments': aiFilesAttachments,
  },
};
