// The AI lab's chats at scale (issue 15, benchmark item 4): 1,000,000 messages, one row each,
// loaded straight into the database (never through the API), the same formulas on SQLite (a loop
// of prepared statements; the migration's FTS5 triggers index every message) and PostgreSQL
// (INSERT ... SELECT over generate_series, the tsvector written as the repository writes it).
// The reader has 1,001 chats, the first of 500 messages and 1,000 of 10; 1,979 other members have
// 25 chats of 20 messages each: 500 + 10,000 + 989,500 = 1,000,000 messages.
import pg from 'pg';
import { openSqlite } from '../apps/server/src/db/database.js';

export const CHAT_PLAN = {
  readerChats: 1_001,
  bigChatMessages: 500,
  readerChatMessages: 10,
  members: 1_979,
  chatsPerMember: 25,
  messagesPerChat: 20,
} as const;
type Plan = typeof CHAT_PLAN;

export const totalMessages = (p: Plan) =>
  p.bigChatMessages + (p.readerChats - 1) * p.readerChatMessages + p.members * p.chatsPerMember * p.messagesPerChat;

const WORDS =
  'campanha anúncio público criativo vendas funil loja frete produto cliente oferta promoção texto vídeo métrica orçamento'.split(
    ' ',
  );
/** Message k of chat c: a question or an answer of 20 to 40 words. */
export function messageText(c: number, k: number): string {
  const words = Array.from({ length: 20 + ((c + k) % 21) }, (_, i) => WORDS[(c * 7 + k * 3 + i) % WORDS.length]);
  return `${k % 2 === 0 ? 'Pergunta' : 'Resposta'} ${k + 1} da conversa ${c}: ${words.join(' ')}.`;
}
const MINUTE = 60_000;
export const memberId = (m: number) => `bench-ai-member-${String(m).padStart(5, '0')}`;

interface ChatRow {
  id: number;
  userId: string;
  messages: number;
  /** Last activity: the reader's chat r at now - r minutes; the others' older. */
  lastAt: number;
}

function chats(p: Plan, readerId: string, now: number): ChatRow[] {
  const rows: ChatRow[] = [];
  for (let r = 1; r <= p.readerChats; r++)
    rows.push({
      id: r,
      userId: readerId,
      messages: r === 1 ? p.bigChatMessages : p.readerChatMessages,
      lastAt: now - r * MINUTE,
    });
  for (let j = 0; j < p.members * p.chatsPerMember; j++)
    rows.push({
      id: p.readerChats + 1 + j,
      userId: memberId(j % p.members),
      messages: p.messagesPerChat,
      lastAt: now - (j + 2) * MINUTE,
    });
  return rows;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function loadSqlite(file: string, readerId: string, now: number, log: (line: string) => void): void {
  const db = openSqlite(file, { statistics: false });
  db.pragma('cache_size = -262144');
  db.transaction(() => {
    const user = db.prepare(
      'insert into "user" (id, name, email, emailVerified, image, createdAt, updatedAt) values (?, ?, ?, 0, null, ?, ?)',
    );
    for (let m = 0; m < CHAT_PLAN.members; m++)
      user.run(memberId(m), `Membro ${m}`, `membro${m}@ia.bench.test`, iso(now), iso(now));
    const chat = db.prepare(
      `insert into ai_conversations (id, user_id, folder_id, target_type, target_id, model_name, title, search_title, title_by_member, last_message_preview, last_message_at, message_count, created_at)
       values (?, ?, null, 'model', 1, 'Modelo do Benchmark', ?, ?, 0, ?, ?, ?, ?)`,
    );
    const message = db.prepare(
      `insert into ai_messages (id, conversation_id, user_id, role, text, status, error_code, model_name, input_tokens, output_tokens, credits, created_at)
       values (?, ?, ?, ?, ?, 'complete', null, ?, ?, ?, ?, ?)`,
    );
    let messageId = 1;
    for (const c of chats(CHAT_PLAN, readerId, now)) {
      const title = `Conversa ${c.id} sobre campanhas`;
      const last = messageText(c.id, c.messages - 1);
      chat.run(
        c.id,
        c.userId,
        title,
        title.toLowerCase(),
        last.slice(0, 140),
        iso(c.lastAt),
        c.messages,
        iso(c.lastAt - c.messages * 1000),
      );
      for (let k = 0; k < c.messages; k++) {
        const assistant = k % 2 === 1;
        const at = iso(c.lastAt - (c.messages - 1 - k) * 1000);
        message.run(
          messageId++,
          c.id,
          c.userId,
          assistant ? 'assistant' : 'user',
          messageText(c.id, k),
          assistant ? 'Modelo do Benchmark' : null,
          assistant ? 300 : 0,
          assistant ? 200 : 0,
          assistant ? 1 : 0,
          at,
        );
      }
      if (c.id % 10_000 === 0) log(`  sqlite: ${c.id} chats, ${messageId - 1} messages`);
    }
  })();
  db.prepare('analyze').run();
  db.close();
}

/** The same rows as loadSqlite, in SQL; $1 reader, $2 now (ms). */
export async function loadPostgres(
  url: string,
  readerId: string,
  now: number,
  log: (line: string) => void,
): Promise<void> {
  const p = CHAT_PLAN;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const words = `(array[${WORDS.map((w) => `'${w}'`).join(',')}])`;
  // messageText(c, k) and the folded words the repository would store, in SQL.
  const text = `(case when k % 2 = 0 then 'Pergunta' else 'Resposta' end) || ' ' || (k + 1) || ' da conversa ' || c || ': ' ||
    (select string_agg(${words}[1 + ((c * 7 + k * 3 + i) % ${WORDS.length})], ' ' order by i) from generate_series(0, 19 + ((c + k) % 21)) as i) || '.'`;
  try {
    await client.query('begin');
    await client.query(
      `insert into "user" (id, name, email, "emailVerified", image, "createdAt", "updatedAt")
       select 'bench-ai-member-' || lpad(m::text, 5, '0'), 'Membro ' || m, 'membro' || m || '@ia.bench.test', false, null, now(), now()
       from generate_series(0, $1::int - 1) as m`,
      [p.members],
    );
    // Chats: (c, owner, messages, last activity in ms) as in chats().
    const chatsSql = `select r as c, $1::text as owner, case when r = 1 then ${p.bigChatMessages} else ${p.readerChatMessages} end as n, $2::bigint - r::bigint * ${MINUTE} as last_ms
        from generate_series(1, ${p.readerChats}) as r
      union all
      select ${p.readerChats} + 1 + j, 'bench-ai-member-' || lpad((j % ${p.members})::text, 5, '0'), ${p.messagesPerChat}, $2::bigint - (j + 2)::bigint * ${MINUTE}
        from generate_series(0, ${p.members * p.chatsPerMember - 1}) as j`;
    await client.query(
      `insert into ai_conversations (id, user_id, folder_id, target_type, target_id, model_name, title, search_title, title_by_member, last_message_preview, last_message_at, message_count, created_at)
       select c, owner, null, 'model', 1, 'Modelo do Benchmark', 'Conversa ' || c || ' sobre campanhas', 'conversa ' || c || ' sobre campanhas', false,
              left((select ${text} from (select n - 1 as k) as kk), 140), to_timestamp(last_ms / 1000.0), n, to_timestamp((last_ms - n * 1000) / 1000.0)
       from (${chatsSql}) as chats`,
      [readerId, now],
    );
    log('  postgres: chats loaded, loading messages');
    await client.query(
      `insert into ai_messages (conversation_id, user_id, role, text, status, error_code, model_name, input_tokens, output_tokens, credits, created_at, search_vector)
       select c, owner, case when k % 2 = 1 then 'assistant' else 'user' end, body, 'complete', null,
              case when k % 2 = 1 then 'Modelo do Benchmark' end, case when k % 2 = 1 then 300 else 0 end,
              case when k % 2 = 1 then 200 else 0 end, case when k % 2 = 1 then 1 else 0 end,
              to_timestamp((last_ms - (n - 1 - k) * 1000) / 1000.0),
              to_tsvector('simple', translate(lower(body), 'áàâãéêíóôõúç:.', 'aaaaeeiooouc  '))
       from (${chatsSql}) as chats, generate_series(0, n - 1) as k, lateral (select ${text} as body) as t
       order by c, k`,
      [readerId, now],
    );
    await client.query(
      `select setval(pg_get_serial_sequence('ai_conversations', 'id'), (select max(id) from ai_conversations))`,
    );
    await client.query('commit');
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

export const TOTALS_SQL =
  'select (select count(*) from ai_conversations) as chats, (select count(*) from ai_messages) as messages';
