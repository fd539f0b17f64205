import type { FastifyInstance } from 'fastify';
import { insertAgent } from './agents.repository.js';
import { DEMO_AGENTS, DEMO_PROVIDERS } from './demo-catalogue.js';
import { countModels, insertModel } from './models.repository.js';
import { countProviders, insertProvider } from './providers.repository.js';

/**
 * The specification's 30 demo models and agents, on the first start of an academy that has none
 * (never mixed into one that has providers or models), without keys: every model shows as
 * unavailable until an admin saves its provider's key. One transaction.
 */
export async function seedDemoModels(app: FastifyInstance): Promise<number> {
  return app.database.db.transaction().execute(async (trx) => {
    if ((await countProviders(trx)) > 0 || (await countModels(trx)) > 0) return 0;
    const modelIds = new Map<string, number>();
    let position = 0;
    for (const [index, provider] of DEMO_PROVIDERS.entries()) {
      const providerId = await insertProvider(trx, {
        kind: provider.kind,
        name: provider.name,
        base_url: provider.baseUrl,
        position: index + 1,
      });
      for (const model of provider.models) {
        position += 1;
        const id = await insertModel(trx, {
          provider_id: providerId,
          provider_model_id: model.id,
          name: model.name,
          description: model.description,
          capabilities: JSON.stringify(model.capabilities),
          kind: model.perImage === undefined ? 'llm' : 'image',
          featured: model.featured ?? false,
          beta: model.beta ?? false,
          // Section 6: of the models, only Adapta's may be deleted.
          deletable: provider.name === 'Adapta',
          price_input_per_mtok: model.prices[0],
          price_output_per_mtok: model.prices[1],
          price_per_image: model.perImage ?? 0,
          context_limit: model.context,
          max_output_tokens: model.maxOutput,
          accepts_images: model.images ?? false,
          position,
        });
        modelIds.set(model.name, id);
      }
    }
    for (const agent of DEMO_AGENTS) {
      const modelId = modelIds.get(agent.model);
      if (modelId === undefined) throw new Error(`demo agent ${agent.name}: no model ${agent.model}`);
      await insertAgent(trx, {
        scope: agent.scope,
        creator_id: null,
        name: agent.name,
        description: agent.description,
        prompt: agent.prompt,
        model_id: modelId,
        is_public: true,
        featured: agent.featured ?? false,
      });
    }
    return modelIds.size + DEMO_AGENTS.length;
  });
}
