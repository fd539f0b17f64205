import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { expect, it, vi } from 'vitest';
import { $ZodType } from 'zod/v4/core';
import type * as ResponseSerializer from './response-serializer.js';

const compiled: Array<{ route: string; schema: $ZodType }> = [];

// Every route's serializer is compiled on its first answer; this records each response schema the
// app hands to the compiler, so that all of them are compiled here, not only those a test calls.
vi.mock('./response-serializer.js', async (importOriginal) => {
  const original = await importOriginal<typeof ResponseSerializer>();
  const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
    if (route.schema instanceof $ZodType) {
      compiled.push({ route: `${route.method} ${route.url} ${route.httpStatus}`, schema: route.schema });
    }
    return original.serializerCompiler(route);
  };
  return { ...original, serializerCompiler };
});

const { compileResponseSerializer, isPlainSchema } = await import('./response-serializer.js');
const { createTestApp } = await import('../test-support/test-app.js');

it('compiles the response schema of every route of the app, most without zod', async () => {
  const t = await createTestApp();
  try {
    expect(compiled.length).toBeGreaterThan(100);
    for (const { route, schema } of compiled) {
      const zod = () => zodSerializerCompiler({ schema, method: 'GET', url: route }) as (data: unknown) => string;
      expect(() => compileResponseSerializer(schema, zod), route).not.toThrow();
    }
    // Unions, transforms and defaults keep zod; they should stay the exception.
    const withZod = compiled.filter(({ schema }) => !isPlainSchema(schema)).map(({ route }) => route);
    expect(withZod.length).toBeLessThan(compiled.length / 10);
  } finally {
    await t.close();
  }
});
