import type { CourseCategory } from '@blivion/shared';
import { foldText } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { accountsExist } from '../accounts/index.js';
import * as repo from './courses.repository.js';
import * as contentRepo from './content.repository.js';

interface DemoLesson {
  title: string;
  descriptionMd: string;
}

interface DemoCourse {
  title: string;
  description: string;
  category: CourseCategory;
  modules: { title: string; lessons: DemoLesson[] }[];
}

const lesson = (title: string, descriptionMd = ''): DemoLesson => ({ title, descriptionMd });

/**
 * The specification's 8 sample courses (section 3, 'Seed data'), in its six categories. The first
 * carries the player's sample content: module 1 with 9 lessons and a bonus module with 3. The
 * others start without content, as a new course does; the admin fills them in the editor.
 */
export const DEMO_COURSES: readonly DemoCourse[] = [
  {
    title: 'Marketing Digital do Zero',
    description: 'Os fundamentos do marketing digital, do público-alvo ao plano de ação dos primeiros 30 dias.',
    category: 'marketing',
    modules: [
      {
        title: 'MÓDULO 1',
        lessons: [
          lesson('Boas-vindas ao curso', 'Conheça o **roteiro do curso** e como aproveitar cada aula.'),
          lesson('Como o marketing digital funciona', 'Canais, públicos e o caminho do visitante até a venda.'),
          lesson(
            'Definindo seu público-alvo',
            'Monte a persona do seu cliente ideal:\n\n- quem é\n- o que busca\n- onde está',
          ),
          lesson('Criando sua proposta de valor', 'Por que alguém deve comprar de você e não do concorrente?'),
          lesson('Funil de vendas na prática', 'Topo, meio e fundo de funil com exemplos reais.'),
          lesson('Conteúdo que atrai clientes', 'Como planejar um calendário de conteúdo que gera demanda.'),
          lesson('E-mail marketing essencial', 'Listas, automações e a primeira sequência de boas-vindas.'),
          lesson('Métricas que importam', 'Alcance, conversão, custo por aquisição e retorno sobre o investimento.'),
          lesson(
            'Plano de ação dos primeiros 30 dias',
            'Um passo a passo para colocar o que você aprendeu em prática.',
          ),
        ],
      },
      {
        title: 'BÔNUS',
        lessons: [
          lesson('Ferramentas gratuitas recomendadas'),
          lesson('Estudo de caso: das primeiras visitas às primeiras vendas'),
          lesson('Perguntas frequentes'),
        ],
      },
    ],
  },
  {
    title: 'Tráfego Pago para Iniciantes',
    description: 'Campanhas no Meta Ads e no Google Ads com orçamento pequeno e metas claras.',
    category: 'marketing',
    modules: [],
  },
  {
    title: 'Copywriting que Vende',
    description: 'Textos de anúncios, páginas de venda e e-mails que levam o leitor à ação.',
    category: 'marketing',
    modules: [],
  },
  {
    title: 'Dropshipping Nacional e Internacional',
    description: 'Escolha de produtos e fornecedores, prazos de entrega e atendimento ao cliente.',
    category: 'dropshipping',
    modules: [],
  },
  {
    title: 'Loja Virtual de Alta Conversão',
    description: 'Estrutura da loja, vitrine, checkout e recuperação de carrinhos abandonados.',
    category: 'ecommerce',
    modules: [],
  },
  {
    title: 'Instagram e TikTok para Negócios',
    description: 'Perfil profissional, conteúdo em vídeo curto e crescimento orgânico.',
    category: 'socialmedia',
    modules: [],
  },
  {
    title: 'Inglês para Negócios Digitais',
    description: 'Vocabulário e conversação para negociar com fornecedores e clientes do exterior.',
    category: 'languages',
    modules: [],
  },
  {
    title: 'Produtividade para Empreendedores',
    description: 'Rotina, prioridades e ferramentas para tocar o negócio sem se perder.',
    category: 'other',
    modules: [],
  },
];

/** A video every demo lesson plays: a file stored by the courses video module (course_videos). */
export interface DemoVideo {
  videoId: number;
  durationSeconds: number;
}

/**
 * Loads the sample courses on the first start of an empty database (no account, no course), all
 * active; never into a database that already has data (DECISIONS.md, 'Sample data'). Without
 * `demoVideo` the lessons have no video ('Nenhum vídeo disponível'); with it (called only when the
 * courses are created, e.g. to store the shipped demo file), every demo lesson plays that file.
 * Returns the number of courses created.
 */
export async function seedDemoCourses(
  app: FastifyInstance,
  demoVideo: (() => Promise<DemoVideo>) | null = null,
): Promise<number> {
  const db = app.database.db;
  if ((await accountsExist(db)) || (await repo.countCourses(db)) > 0) return 0;
  const video = demoVideo ? await demoVideo() : null;
  const at = app.clock.now();
  await db.transaction().execute(async (trx) => {
    for (const course of DEMO_COURSES) {
      const courseId = await repo.insertCourse(trx, {
        title: course.title,
        search_title: foldText(course.title),
        description: course.description,
        category: course.category,
        is_active: true,
        published_at: at,
        created_at: at,
        updated_at: at,
      });
      let lessonCount = 0;
      for (const [modulePosition, module] of course.modules.entries()) {
        const moduleId = await contentRepo.insertModule(trx, courseId, module.title, modulePosition, {
          release_kind: 'immediate',
          release_days: null,
          release_date: null,
        });
        for (const [position, demo] of module.lessons.entries()) {
          await contentRepo.insertLesson(
            trx,
            {
              module_id: moduleId,
              course_id: courseId,
              title: demo.title,
              search_title: foldText(demo.title),
              description_md: demo.descriptionMd,
              video_kind: video ? 'file' : 'none',
              video_url: null,
              video_file_id: video?.videoId ?? null,
              duration_seconds: video?.durationSeconds ?? 0,
              position,
            },
            at,
          );
          lessonCount += 1;
        }
      }
      await repo.updateCourse(trx, courseId, { module_count: course.modules.length, lesson_count: lessonCount });
    }
  });
  return DEMO_COURSES.length;
}
