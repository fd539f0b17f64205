import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { i18n } from './i18n';

interface ServerFieldError {
  field: string;
  key?: string;
  message?: string;
}

function isFieldError(value: unknown): value is ServerFieldError {
  return typeof value === 'object' && value !== null && typeof (value as ServerFieldError).field === 'string';
}

/**
 * Puts the server's VALIDATION_ERROR details on the form's fields.
 * Returns true when at least one known field received a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): boolean {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR' || !Array.isArray(error.details)) return false;
  let applied = false;
  for (const detail of error.details.filter(isFieldError)) {
    const field = fields.find((name) => name === detail.field);
    if (!field) continue;
    const message = detail.key && i18n.exists(detail.key) ? detail.key : (detail.message ?? 'validation.invalidValue');
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** The server's VALIDATION_ERROR message for one field (its catalogue key when known), for forms kept in state. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR' || !Array.isArray(error.details))
    return undefined;
  const detail = error.details.filter(isFieldError).find((candidate) => candidate.field === field);
  if (!detail) return undefined;
  return detail.key && i18n.exists(detail.key) ? detail.key : (detail.message ?? 'validation.invalidValue');
}
