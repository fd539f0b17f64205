import type { ServerModule } from '../../server-module.js';
import { adminAiRoutes } from './admin-ai.routes.js';
import { publicAgentCount } from './agents.service.js';
import { aiModelsRoutes } from './ai-models.routes.js';
import { seedDemoModels } from './demo-seed.js';
import { aiModelsMembersVisible } from './migrations/20261129-1540-ai-models-members-visible.js';
import { aiModelsTables } from './migrations/20261124-0534-ai-models-tables.js';

/** AI providers with their sealed keys, models and agents (issue 15, docs/decisions/0036-ai-models-module.md). */
export const aiModelsModule: ServerModule = {
  name: 'ai-models',
  routes: [
    { plugin: aiModelsRoutes, prefix: '/api/ai' },
    { plugin: adminAiRoutes, prefix: '/api/admin/ai' },
  ],
  migrations: {
    '20261124-0534-ai-models-tables': aiModelsTables,
    '20261129-1540-ai-models-members-visible': aiModelsMembersVisible,
  },
  async firstRunData(app) {
    const demoModels = await seedDemoModels(app);
    if (demoModels > 0) app.log.info({ demoModels }, 'first-run demo AI models and agents created');
  },
  publicCounters: [{ key: 'aiAgents', count: publicAgentCount }],
};
