import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that checks the request a form would send (built from its values by
 * `bodyOf`) against the shared schema the server uses, putting each message (a catalogue key) on
 * the field it names.
 */
export function requestResolver<Values extends FieldValues>(
  schema: z.ZodType,
  bodyOf: (values: Values) => unknown,
): Resolver<Values> {
  return (values) => {
    const parsed = schema.safeParse(bodyOf(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
