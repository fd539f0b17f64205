import { keywordLibraryLink } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../../auth/member.js';
import { claimSetting } from '../tokens/tokens.repository.js';
import { countAllCompetitors, insertCompetitor } from './competitors.repository.js';

const SEEDED_KEY = 'seedCompetitorsFor';

/**
 * The specification's four seed competitors, as a first-run demo for the first master only: added
 * when a master first opens the competitors and nobody has any yet, once per database. They have
 * keyword links and no history (no invented counts).
 */
export const SEED_COMPETITORS = [
  { name: 'Hotmart', industry: 'Infoprodutos' },
  { name: 'Nuvemshop', industry: 'E-commerce' },
  { name: 'Kiwify', industry: 'Infoprodutos' },
  { name: 'Shopee', industry: 'Marketplace' },
] as const;

export async function seedCompetitorsForFirstMaster(app: FastifyInstance, member: Member): Promise<void> {
  if (member.role !== 'master') return;
  const db = app.database.db;
  await db.transaction().execute(async (trx) => {
    if ((await countAllCompetitors(trx)) > 0) {
      await claimSetting(trx, SEEDED_KEY, 'existing-data');
      return;
    }
    if (!(await claimSetting(trx, SEEDED_KEY, member.id))) return;
    const at = app.clock.now();
    for (const seed of SEED_COMPETITORS) {
      await insertCompetitor(
        trx,
        member.id,
        {
          name: seed.name,
          industry: seed.industry,
          ad_library_url: keywordLibraryLink(seed.name),
          page_id: null,
          search_terms: seed.name,
          notes: null,
        },
        at,
      );
    }
  });
}
