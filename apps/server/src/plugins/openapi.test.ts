import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The parts of the OpenAPI 3.0 specification the document must follow for client generators to read it. */
const operationSchema = z.object({
  tags: z.array(z.string()).optional(),
  operationId: z.string().optional(),
  parameters: z
    .array(
      z.object({
        name: z.string(),
        in: z.enum(['query', 'header', 'path', 'cookie']),
        required: z.boolean().optional(),
      }),
    )
    .optional(),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: z.unknown() })) }).optional(),
  responses: z
    .record(z.string().regex(/^([1-5]\d\d|[1-5]XX|default)$/), z.object({ description: z.string() }))
    .refine((responses) => Object.keys(responses).length > 0, 'an operation needs at least one response'),
});
const pathItemSchema = z.partialRecord(z.enum(METHODS), operationSchema);
const documentSchema = z.object({
  openapi: z.string().regex(/^3\.\d+\.\d+$/),
  info: z.object({ title: z.string().min(1), version: z.string().min(1) }),
  servers: z.array(z.object({ url: z.string() })).optional(),
  paths: z.record(z.string().regex(/^\//), pathItemSchema),
  components: z.object({ schemas: z.record(z.string(), z.unknown()).optional() }).optional(),
});

/** Every `$ref` of the document, for checking that each one points inside it. */
function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refs(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refs(inner, found);
    }
  }
  return found;
}

describe('GET /api/openapi.json', () => {
  let t: TestApp;
  let document: z.infer<typeof documentSchema>;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = documentSchema.parse(response.json());
  });
  afterAll(async () => t.close());

  it('is an OpenAPI 3 document of the Blivion API', () => {
    expect(document.openapi.startsWith('3.')).toBe(true);
    expect(document.info.title).toBe('Blivion API');
    expect(document.servers).toEqual([{ url: t.config.publicUrl }]);
  });

  it('lists the routes at the paths clients call, generated from their schemas', () => {
    expect(document.paths['/api/auth/sign-up']?.post).toBeDefined();
    expect(document.paths['/api/auth/sign-in']?.post).toBeDefined();
    expect(document.paths['/api/auth/forgot-password']?.post).toBeDefined();
    expect(document.paths['/api/auth/reset-password']?.post).toBeDefined();
    expect(document.paths['/api/me']?.get).toBeDefined();
    expect(document.paths['/api/me']?.patch).toBeDefined();
    expect(document.paths['/api/public/stats']?.get).toBeDefined();
    expect(document.paths['/api/openapi.json']).toBeUndefined();

    const signUp = document.paths['/api/auth/sign-up']!.post!;
    const body = signUp.requestBody?.content['application/json']?.schema as { required?: string[] };
    expect(body.required).toEqual(
      expect.arrayContaining(['name', 'email', 'password', 'confirmPassword', 'acceptTerms']),
    );
    expect(Object.keys(signUp.responses)).toContain('201');
  });

  it('has every $ref pointing inside the document', () => {
    for (const ref of refs(document)) {
      expect(ref.startsWith('#/')).toBe(true);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
      expect(target, ref).toBeDefined();
    }
  });

  it('lists only our account routes under /api/auth, none of those of better-auth', () => {
    const authPaths = Object.keys(document.paths).filter((path) => path.startsWith('/api/auth/'));
    expect(authPaths.sort()).toEqual([
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/sign-in',
      '/api/auth/sign-out',
      '/api/auth/sign-up',
    ]);
  });
});
