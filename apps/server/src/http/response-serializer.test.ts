import type { MeResponse } from '@blivion/shared';
import { forumTopicDetailSchema, meResponseSchema } from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';
import { isPlainSchema, serializerCompiler } from './response-serializer.js';

const route = { method: 'GET', url: '/test', httpStatus: '200' };
const ours = (schema: $ZodType) => serializerCompiler({ ...route, schema }) as (data: unknown) => string;
const zods = (schema: $ZodType) => zodSerializerCompiler({ ...route, schema }) as (data: unknown) => string;

const author = { id: 'u1', name: 'Ana', avatarUrl: null, staff: false, level: 2, email: 'ana@example.com' };
const member = {
  user: {
    id: 'u1',
    name: 'Ana',
    email: 'ana@example.com',
    role: 'premium',
    accessExpiration: null,
    logoUrl: null,
    avatarUrl: '/uploads/a.png',
    createdAt: '2026-01-02T03:04:05.000Z',
    passwordHash: 'secret',
  },
  permissions: { forum: true, courses: false, aiLab: true, adSpy: false, admin: true },
  accessExpired: false,
  features: { adSpyEnabled: true, hidden: 1 },
  token: 'secret',
};
const reply = {
  id: '2',
  topicId: '1',
  author,
  content: 'olá "mundo"\n',
  contentHtml: '<p>olá "mundo"</p>',
  likeCount: 3,
  likedByMe: false,
  createdAt: '2026-01-02T03:04:05.000Z',
  editedAt: null,
  canEdit: false,
  canDelete: false,
  ipAddress: '10.0.0.1',
};
const topic = {
  id: '1',
  title: 'Título',
  excerpt: 'Texto',
  category: { id: '1', name: 'Geral', slug: 'geral', secret: true },
  tags: ['a', 'b'],
  author: null,
  byAcademy: true,
  pinned: false,
  locked: false,
  hasPoll: true,
  replyCount: 1,
  viewCount: 2,
  likeCount: 0,
  createdAt: '2026-01-02T03:04:05.000Z',
  lastActivityAt: '2026-01-02T03:04:05.000Z',
  editedAt: '2026-01-03T03:04:05.000Z',
  content: '# Título',
  contentHtml: '<h1>Título</h1>',
  likedByMe: true,
  poll: {
    question: 'Qual?',
    multiple: false,
    closesAt: null,
    closed: false,
    voters: 1,
    options: [{ id: '1', text: 'Sim', votes: 1, percent: 100, voterIds: ['u1'] }],
    myVotes: ['1'],
  },
  canEdit: false,
  canDelete: false,
  canModerate: false,
  canReply: true,
  replies: { items: [reply, { ...reply, id: '3', author: null }], nextCursor: 'abc', previousCursor: null },
  internalNote: 'x',
};

describe('the response serializer', () => {
  it('sends what zod sent for the API answers, fields the schema does not list left out', () => {
    for (const [schema, data] of [
      [meResponseSchema, member],
      [forumTopicDetailSchema, topic],
    ] as const) {
      expect(isPlainSchema(schema)).toBe(true);
      const sent = ours(schema)(data);
      expect(JSON.parse(sent)).toEqual(JSON.parse(zods(schema)(data)));
      for (const field of ['passwordHash', 'token', 'hidden', 'secret', 'voterIds', 'ipAddress', 'internalNote']) {
        expect(sent).not.toContain(`"${field}"`);
      }
    }
  });

  it('writes dates, nulls, optional and record fields as zod and JSON.stringify did', () => {
    const schema = z.object({
      at: z.date(),
      maybeAt: z.date().nullable(),
      note: z.string().optional(),
      nested: z.object({ n: z.number() }).nullable(),
      counts: z.record(z.string(), z.object({ n: z.int() })),
      kind: z.enum(['a', 'b']),
      ok: z.literal(true),
      details: z.unknown(),
      list: z.array(z.object({ s: z.string() }).nullable()),
    });
    expect(isPlainSchema(schema)).toBe(true);
    const samples = [
      {
        at: new Date('2026-03-04T05:06:07.089Z'),
        maybeAt: null,
        nested: null,
        counts: { x: { n: 1, extra: 2 } },
        kind: 'a',
        ok: true,
        details: { any: ['thing'] },
        list: [null, { s: 'é\u0001"', extra: 1 }],
        extra: 'no',
      },
      {
        at: new Date('0099-01-01T00:00:00.000Z'),
        maybeAt: new Date('2026-03-04T05:06:07.000Z'),
        note: 'n',
        nested: { n: 1.5, extra: true },
        counts: {},
        kind: 'b',
        ok: true,
        details: null,
        list: [],
      },
    ];
    for (const data of samples) expect(JSON.parse(ours(schema)(data))).toEqual(JSON.parse(zods(schema)(data)));
  });

  it('keeps zod for unions, codecs and defaults, which still strip what a branch does not list', () => {
    const instant = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const branch = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('video'), url: z.string() }),
      z.object({ kind: z.literal('none') }),
    ]);
    const cases = [
      [z.object({ video: branch }), { video: { kind: 'video', url: '/v', key: 'secret' } }],
      [z.object({ id: z.union([z.string(), z.object({ a: z.string() })]) }), { id: { a: 'x', key: 'secret' } }],
      [z.object({ at: instant }), { at: new Date('2026-03-04T05:06:07.089Z'), key: 'secret' }],
      [z.object({ tags: z.array(z.string()).default([]) }), { tags: ['a'], key: 'secret' }],
    ] as const;
    for (const [schema, data] of cases) {
      expect(isPlainSchema(schema)).toBe(false);
      const sent = ours(schema)(data);
      expect(sent).toBe(zods(schema)(data));
      expect(sent).not.toContain('secret');
    }
  });

  it('refuses an answer that lacks a field the schema requires, as zod did', () => {
    const { features: _features, ...withoutFeatures } = member;
    expect(() => ours(meResponseSchema)(withoutFeatures)).toThrow();
  });
});

describe('a route of the app', () => {
  let t: TestApp;
  const routes: FastifyPluginAsyncZod = async (app) => {
    // A service that spreads a row returns more than its type says.
    app.get(
      '/test/member',
      { schema: { response: { 200: meResponseSchema } } },
      async () => member as unknown as MeResponse,
    );
  };

  beforeAll(async () => {
    t = await createTestApp({ beforeReady: (app) => void app.register(routes) });
  });
  afterAll(async () => t.close());

  it('never sends a field the service returned but the response schema does not list', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/member' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, unknown>;
    expect(body).toEqual(JSON.parse(zods(meResponseSchema)(member)));
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('hidden');
  });
});
