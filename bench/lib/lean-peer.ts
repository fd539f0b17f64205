// The lean peer of `npm run bench` (item 12 of issue 13): the three signed-in reads of the API
// benchmark written as plainly as Fastify 5 and better-sqlite3 allow, on the same database file:
// the signed session cookie checked with node:crypto, session, member and permissions in one
// prepared statement, the rows mapped by hand to the same JSON, one log line per request.
// The same rules as the app (effective permissions, Markdown rendering with its cache) come from
// the same functions, so the answer is the same and only the machinery differs.
// Usage: node --import tsx --conditions=source bench/lib/lean-peer.ts <port> <data folder>
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import pino from 'pino';
import { renderMarkdown } from '../../apps/server/src/markdown/render.js';
import { effectiveAccess, isStaff, ROLES, type Role } from '../../packages/shared/src/permissions.js';

const [port, dataDir] = process.argv.slice(2) as [string, string];
const secret = readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim();
const COOKIE = 'blivion.session_token';
const db = new Database(path.join(dataDir, 'blivion.db'), { readonly: true });
db.pragma('journal_mode = WAL');
const roles: ReadonlySet<string> = new Set(ROLES);

const sessionMember = db.prepare(`
  select u.id, u.name, u.email, u.image, u.createdAt, p.role, p.access_expiration, p.logo_url,
         up.forum, up.courses, up.ai_lab, up.ad_spy, s.expiresAt
  from session s join user u on u.id = s.userId
  left join profiles p on p.user_id = u.id left join user_permissions up on up.user_id = u.id
  where s.token = ?`);
const adSpySwitch = db.prepare(`select value from system_settings where key = 'adSpyEnabled'`);
const author = `u.name as author_name, u.email as author_email, p.role as author_role, u.image as author_avatar`;
const summary = `select t.id, t.title, t.tags, t.pinned, t.locked, t.has_poll, t.by_academy, t.reply_count, t.like_count,
    t.view_count, t.created_at, t.edited_at, t.last_activity_at, t.author_id, t.category_id,
    c.name as category_name, c.slug as category_slug, t.excerpt, ${author}
  from forum_topics t join forum_categories c on c.id = t.category_id
  left join user u on u.id = t.author_id left join profiles p on p.user_id = t.author_id`;
const latestTopics = db.prepare(`${summary} order by t.pinned desc, t.last_activity_at desc, t.id desc limit ?`);
const topicById = db.prepare(`${summary.replace('t.excerpt,', 't.excerpt, t.content,')} where t.id = ?`);
const viewed = db.prepare(`select id from forum_topic_views where topic_id = ? and user_id = ?`);
const topicLiked = db.prepare(`select topic_id from forum_topic_likes where topic_id = ? and user_id = ?`);
const repliesPage = db.prepare(`select r.id, r.topic_id, r.author_id, r.content, r.like_count, r.created_at,
    r.edited_at, ${author}
  from forum_replies r left join user u on u.id = r.author_id left join profiles p on p.user_id = r.author_id
  where r.topic_id = ? order by r.created_at, r.id limit ?`);
const replyLikes = db.prepare(
  `select reply_id from forum_reply_likes where user_id = ? and reply_id in (select value from json_each(?))`,
);

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- rows of hand-written SQL
interface Member {
  id: string;
  role: Role;
  user: object;
  permissions: Record<string, boolean>;
  accessExpired: boolean;
}

const iso = (value: string) => new Date(value).toISOString();
const cursor = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The session token of the signed cookie, as better-call signs it: `token.base64(HMAC-SHA256)`. */
function sessionToken(header: string | undefined): string | null {
  const start = header?.indexOf(`${COOKIE}=`) ?? -1;
  if (!header || start === -1) return null;
  const end = header.indexOf(';', start);
  const value = decodeURIComponent(header.slice(start + COOKIE.length + 1, end === -1 ? undefined : end));
  const dot = value.lastIndexOf('.');
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

function memberOf(cookie: string | undefined): Member | null {
  const token = sessionToken(cookie);
  const row = token === null ? undefined : (sessionMember.get(token) as Row | undefined);
  if (!row || new Date(row.expiresAt).getTime() < Date.now()) return null;
  const storedRole = roles.has(row.role) ? (row.role as Role) : 'free';
  const accessExpiration = row.access_expiration === null ? null : new Date(row.access_expiration);
  const stored = {
    forum: Boolean(row.forum),
    courses: Boolean(row.courses),
    aiLab: Boolean(row.ai_lab),
    adSpy: Boolean(row.ad_spy),
  };
  const access = effectiveAccess({ email: row.email, role: storedRole, accessExpiration, stored }, [], new Date());
  return {
    id: row.id,
    role: access.role,
    user: {
      id: row.id,
      name: row.name,
      email: row.email,
      role: access.role,
      accessExpiration: accessExpiration ? accessExpiration.toISOString() : null,
      logoUrl: row.logo_url,
      avatarUrl: row.image,
      createdAt: iso(row.createdAt),
    },
    permissions: access.permissions,
    accessExpired: access.accessExpired,
  };
}

const authorOf = (row: Row) =>
  row.author_id === null || row.author_name === null
    ? null
    : {
        id: row.author_id,
        name: row.author_name,
        avatarUrl: row.author_avatar,
        role: roles.has(row.author_role) ? row.author_role : 'free',
      };

const topicSummary = (row: Row) => ({
  id: String(row.id),
  title: row.title,
  excerpt: row.excerpt,
  category: { id: String(row.category_id), name: row.category_name, slug: row.category_slug },
  tags: JSON.parse(row.tags),
  author: authorOf(row),
  byAcademy: Boolean(row.by_academy),
  pinned: Boolean(row.pinned),
  locked: Boolean(row.locked),
  hasPoll: Boolean(row.has_poll),
  replyCount: row.reply_count,
  viewCount: row.view_count,
  likeCount: row.like_count,
  createdAt: iso(row.created_at),
  lastActivityAt: iso(row.last_activity_at),
  editedAt: row.edited_at === null ? null : iso(row.edited_at),
});

const app = Fastify({
  logger: { level: 'info', stream: pino.destination({ dest: 1, sync: false }) },
  disableRequestLogging: true,
});
app.addHook('onResponse', (request, reply, done) => {
  reply.log.info(
    {
      method: request.method,
      url: request.url,
      ip: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    },
    'request completed',
  );
  done();
});
app.decorateRequest('member', null);
/** The headers every answer of the app carries (its security headers for data): the same bytes on the wire. */
const EVERY_RESPONSE = { 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' };
app.addHook('onRequest', (request, reply, done) => {
  reply.headers(EVERY_RESPONSE);
  const member = memberOf(request.headers.cookie);
  if (!member) return void reply.code(401).send({ error: { code: 'UNAUTHENTICATED' } });
  if (request.url.startsWith('/api/forum/') && !member.permissions.forum) {
    return void reply.code(403).send({ error: { code: 'PERMISSION_REQUIRED' } });
  }
  (request as unknown as { member: Member }).member = member;
  done();
});
const memberOfRequest = (request: object) => (request as { member: Member }).member;

app.get('/api/me', (request) => {
  const { user, permissions, accessExpired } = memberOfRequest(request);
  const row = adSpySwitch.get() as Row | undefined;
  return { user, permissions, accessExpired, features: { adSpyEnabled: row ? JSON.parse(row.value) === true : false } };
});

app.get('/api/forum/topics', (request) => {
  const limit = Number((request.query as { limit?: string }).limit ?? 20);
  const rows = latestTopics.all(limit + 1) as Row[];
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(topicSummary),
    nextCursor: rows.length > limit && last ? cursor([last.pinned ? 1 : 0, iso(last.last_activity_at), last.id]) : null,
  };
});

app.get('/api/forum/topics/:id', (request, reply) => {
  const member = memberOfRequest(request);
  const id = Number((request.params as { id: string }).id);
  const row = topicById.get(id) as Row | undefined;
  // The peer measures reads: the view is recorded by the benchmark's first visit through the app.
  if (!row || !viewed.get(id, member.id) || row.has_poll) return reply.code(404).send({ error: { code: 'NOT_READ' } });
  const moderator = isStaff(member.role);
  const may = (authorId: string | null) => (authorId !== null && authorId === member.id) || moderator;
  const rows = repliesPage.all(id, 21) as Row[];
  const items = rows.slice(0, 20);
  const liked = new Set(
    (replyLikes.all(member.id, JSON.stringify(items.map((r) => r.id))) as Row[]).map((r) => r.reply_id),
  );
  const last = items.at(-1);
  return {
    ...topicSummary(row),
    content: row.content,
    contentHtml: renderMarkdown(row.content),
    likedByMe: topicLiked.get(id, member.id) !== undefined,
    poll: null,
    canEdit: may(row.author_id),
    canDelete: may(row.author_id),
    canModerate: moderator,
    canReply: !row.locked || moderator,
    replies: {
      items: items.map((r) => ({
        id: String(r.id),
        topicId: String(r.topic_id),
        author: authorOf(r),
        content: r.content,
        contentHtml: renderMarkdown(r.content),
        likeCount: r.like_count,
        likedByMe: liked.has(r.id),
        createdAt: iso(r.created_at),
        editedAt: r.edited_at === null ? null : iso(r.edited_at),
        canEdit: may(r.author_id),
        canDelete: may(r.author_id),
      })),
      nextCursor: rows.length > 20 && last ? cursor([iso(last.created_at), last.id]) : null,
      previousCursor: null,
    },
  };
});

await app.listen({ port: Number(port), host: '127.0.0.1' });
