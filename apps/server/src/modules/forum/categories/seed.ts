import type { FastifyInstance } from 'fastify';
import { accountsExist } from '../../accounts/index.js';
import * as repo from './categories.repository.js';
import { slugify } from './slug.js';

/** The five forum categories of a new academy (specification, 3: 'Seed data'); master edits them later. */
export const SEED_CATEGORIES = [
  { name: 'Geral', description: 'Apresentações, avisos e conversas sobre a comunidade.' },
  { name: 'Marketing Digital', description: 'Tráfego pago, funis, copywriting e estratégias de venda.' },
  { name: 'E-commerce', description: 'Lojas virtuais, plataformas, logística e dropshipping.' },
  { name: 'Mídias Sociais', description: 'Instagram, TikTok, YouTube e criação de conteúdo.' },
  { name: 'Dúvidas e Suporte', description: 'Perguntas sobre os cursos, as ferramentas e a plataforma.' },
] as const;

/**
 * Loads the seed categories on the first start of an empty database (no account, no category);
 * never into a database that already has data (DECISIONS.md, 'Sample data').
 */
export async function seedForumCategories(app: FastifyInstance): Promise<number> {
  const db = app.database.db;
  if ((await accountsExist(db)) || (await repo.countCategories(db)) > 0) return 0;
  const at = app.clock.now();
  await db.transaction().execute(async (trx) => {
    for (const category of SEED_CATEGORIES) {
      await repo.insertCategory(trx, { ...category, slug: slugify(category.name), at });
    }
  });
  return SEED_CATEGORIES.length;
}
