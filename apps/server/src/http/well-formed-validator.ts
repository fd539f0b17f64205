import { isWellFormedText } from '@blivion/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { fieldError, validationError } from './app-error.js';

const MAX_DEPTH = 32;

/**
 * Where the first ill-formed string (a lone surrogate, such as '\ud83d': half an emoji, which
 * cannot be stored nor sent as UTF-8) sits in a parsed body, query or path: 'content', 'tags.0',
 * 'overrides.<key>'. Keys are checked as well as values. Null when every string is well formed.
 */
export function illFormedPath(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return isWellFormedText(value) ? null : path.join('.');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (!isWellFormedText(key)) return [...path, key.replace(/[\uD800-\uDFFF]/gu, '\uFFFD')].join('.');
    const found = illFormedPath(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The zod validator of every route, after one check of its own: a request whose body, query or path
 * holds an ill-formed string is refused with a 400 naming the field (validation.illFormedText),
 * whatever the route's schema says, before anything is read or written (decision 0077). The shared
 * schemas' textField refuses the same strings in the web's forms.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const path = illFormedPath(data);
    if (path !== null) return { error: validationError(fieldError(path, 'validation.illFormedText')) };
    return validate(data);
  };
};
