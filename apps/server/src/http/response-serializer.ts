import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { fastPathOn } from '../fast-paths.js';

type Serializer = (data: unknown) => string;

/** Kinds whose JSON Schema says exactly what zod's encode would send: no code, no branch to choose. */
const PLAIN_KINDS = new Set([
  'string',
  'number',
  'boolean',
  'null',
  'enum',
  'literal',
  'date',
  'unknown',
  'any',
  'object',
  'array',
  'record',
  'nullable',
  'optional',
  'readonly',
]);

const VALUE_CHECKS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
] as const;

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  keyType?: $ZodType;
  valueType?: $ZodType;
}

/**
 * Whether a response schema can be serialised from its JSON Schema alone. Transforms, pipes and
 * defaults need zod's code; unions need a branch chosen by validation, which would reject (not strip)
 * a field the branch does not list; lazy schemas may recurse. Those keep zod's encode.
 */
export function isPlainSchema(schema: $ZodType): boolean {
  const def = schema._zod.def as unknown as Def;
  if (!PLAIN_KINDS.has(def.type)) return false;
  const children = [
    ...Object.values(def.shape ?? {}),
    // A strict object's catchall is `never`: its extra fields are dropped like any object's.
    def.catchall?._zod.def.type === 'never' ? undefined : def.catchall,
    def.element,
    def.innerType,
    def.keyType,
    def.valueType,
  ];
  return children.every((child) => child === undefined || isPlainSchema(child));
}

/** The JSON Schema of what the route sends: zod's output, nullable as OpenAPI 3.0 writes it (fast-json-stringify reads `nullable`). */
export function responseJsonSchema(schema: $ZodType): Record<string, unknown> {
  return toJSONSchema(schema, {
    io: 'output',
    target: 'openapi-3.0',
    unrepresentable: 'any',
    override: (ctx) => {
      // Checks of the values, which a serializer never applies; OpenAPI 3.0's boolean
      // exclusiveMinimum would also fail fast-json-stringify's check of the schema (draft 7).
      for (const keyword of VALUE_CHECKS) delete ctx.jsonSchema[keyword];
      // Dates serialise as JSON.stringify writes them (toISOString); fast-json-stringify does so for date-time.
      if (ctx.zodSchema._zod.def.type === 'date')
        Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
    },
  }) as Record<string, unknown>;
}

/**
 * The route's serializer, compiled on its first answer (so startup does not pay for every route):
 * fast-json-stringify from the JSON Schema for plain schemas, which writes only the listed
 * properties (`additionalProperties: false`), else zod's encode and JSON.stringify as before.
 */
export function responseSerializer(schema: $ZodType, zodFallback: () => Serializer): Serializer {
  let serialize: Serializer | null = null;
  return (data) => {
    serialize ??= compileResponseSerializer(schema, zodFallback);
    return serialize(data);
  };
}

/** The serializer itself, compiled now (the tests compile every route's this way). */
export function compileResponseSerializer(schema: $ZodType, zodFallback: () => Serializer): Serializer {
  return isPlainSchema(schema) ? fastJsonStringify(responseJsonSchema(schema)) : zodFallback();
}

/** Fastify's serializer compiler for the zod response schemas of every route (decision 0056). */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema } = route;
  if (!fastPathOn('serializer') || !(schema instanceof $ZodType))
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  return responseSerializer(schema, () => zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]));
};
