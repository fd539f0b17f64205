// Deterministic sample data for the forum benchmark: members, topics with their replies, and the
// ranking counters those posts earn. Shared by the SQLite and PostgreSQL loaders (forum-load.ts).

const WORDS = (
  'anúncio tráfego funil campanha público criativo conversão produto loja cliente entrega frete estoque ' +
  'fornecedor margem preço lucro faturamento escala orçamento métrica pixel evento lead landing página oferta ' +
  'copy gatilho urgência escassez prova depoimento garantia bônus checkout pagamento boleto cartão parcelamento ' +
  'reembolso atendimento suporte whatsapp instagram tiktok youtube reels stories feed engajamento seguidor ' +
  'alcance impressão clique custo resultado teste variação segmentação interesse lookalike remarketing retenção ' +
  'email automação sequência lançamento perpétuo mentoria curso aula módulo comunidade dúvida estratégia ' +
  'planejamento meta objetivo semana mês ano começo iniciante avançado dica erro acerto experiência ' +
  'ferramenta plataforma shopify nuvemshop dropshipping importação china marketplace mercado livre shopee ' +
  'amazon nicho tendência sazonalidade natal black friday cupom desconto frete grátis logística rastreio ' +
  'devolução avaliação nota reputação marca identidade logo design vídeo roteiro gravação edição ' +
  'inteligência artificial prompt agente texto imagem análise concorrente biblioteca monitoramento ' +
  'ação reação solução questão atenção gestão organização produção criação'
).split(' ');
const TAGS = [
  'tráfego',
  'meta-ads',
  'tiktok',
  'dropshipping',
  'copy',
  'loja',
  'iniciante',
  'escala',
  'ia',
  'vendas-online',
];

/** The word the benchmark searches as 'common' (in about 20% of topics) and as 'rare' (in 12). */
export const COMMON_WORD = 'vendas';
export const RARE_WORD = 'quimera';
const RARE_TOPICS = 12;

/** A small, fast, seeded generator (mulberry32), so every run loads the same forum. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Plan {
  members: number;
  topics: number;
  replies: number;
  bigTopicReplies: number;
  now: number;
  /** The signed-in member of the benchmark: author of a few topics and replies, so the ranking has a place for them. */
  viewerId: string;
}

export const memberId = (index: number) => `bench-member-${index}`;

/** Brasília is UTC-03:00 all year (no summer time since 2019): the month of an instant in the ranking. */
export const periodOf = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 7);

function sentence(rand: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(rand() * WORDS.length)]!);
  out[0] = out[0]!.charAt(0).toUpperCase() + out[0]!.slice(1);
  return out.join(' ');
}

export interface TopicRow {
  id: number;
  categoryId: number;
  authorId: string;
  title: string;
  content: string;
  tags: string[];
  replyCount: number;
  createdAt: number;
  lastActivityAt: number;
}

export interface ReplyRow {
  topicId: number;
  authorId: string;
  content: string;
  createdAt: number;
}

export interface ScoreRow {
  userId: string;
  period: string;
  topics: number;
  replies: number;
}

/**
 * Walks the forum in creation order, topic by topic with its replies. Topic 1 is the big topic
 * (bigTopicReplies replies); the other replies are spread at random over the other topics.
 */
export function* forum(plan: Plan, categoryIds: number[]): Generator<{ topic: TopicRow; replies: ReplyRow[] }> {
  const rand = random(42);
  const span = 730 * 24 * 3_600_000;
  const rest = plan.replies - plan.bigTopicReplies;
  const perTopic = rest / (plan.topics - 1);
  const rareEvery = Math.floor(plan.topics / RARE_TOPICS);
  let repliesLeft = rest;
  for (let id = 1; id <= plan.topics; id++) {
    const createdAt = plan.now - span + Math.floor(((id - 1) / plan.topics) * span);
    let count = id === 1 ? plan.bigTopicReplies : Math.min(repliesLeft, Math.floor(rand() * 2 * perTopic + 0.5));
    if (id === plan.topics) count = repliesLeft;
    if (id !== 1) repliesLeft -= count;
    const author = id % 25_000 === 7 ? plan.viewerId : memberId(Math.floor(rand() * plan.members));
    let content = sentence(rand, 40 + Math.floor(rand() * 40));
    if (rand() < 0.2) content += ` Como aumentar as ${COMMON_WORD} este mês?`;
    if (id % rareEvery === 3) content += ` Uma ideia ${RARE_WORD} para testar.`;
    const gap = Math.max(1, Math.min((plan.now - createdAt) / (count + 1), 6 * 3_600_000));
    const replies: ReplyRow[] = [];
    for (let r = 0; r < count; r++) {
      replies.push({
        topicId: id,
        authorId: (id * 7 + r) % 50_000 === 11 ? plan.viewerId : memberId(Math.floor(rand() * plan.members)),
        content: sentence(rand, 10 + Math.floor(rand() * 30)),
        createdAt: Math.floor(createdAt + (r + 1) * gap),
      });
    }
    const tags = Array.from({ length: Math.floor(rand() * 3) }, () => TAGS[Math.floor(rand() * TAGS.length)]!);
    yield {
      topic: {
        id,
        categoryId: categoryIds[id % categoryIds.length]!,
        authorId: author,
        title: sentence(rand, 4 + Math.floor(rand() * 6)),
        content,
        tags: [...new Set(tags)],
        replyCount: count,
        createdAt,
        lastActivityAt: replies.at(-1)?.createdAt ?? createdAt,
      },
      replies,
    };
  }
}

/** The ranking counters the posts earn (5 per topic, 2 per reply), per member, per month and all time. */
export class ScoreBook {
  private readonly counts = new Map<string, [number, number]>();
  add(userId: string, at: number, kind: 'topic' | 'reply') {
    for (const period of [periodOf(at), 'all']) {
      const key = `${userId}\u0000${period}`;
      const entry = this.counts.get(key) ?? [0, 0];
      entry[kind === 'topic' ? 0 : 1] += 1;
      this.counts.set(key, entry);
    }
  }
  *rows(): Generator<ScoreRow> {
    for (const [key, [topics, replies]] of this.counts) {
      const [userId, period] = key.split('\u0000') as [string, string];
      yield { userId, period, topics, replies };
    }
  }
}
