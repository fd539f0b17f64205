import type { ErrorCode, FieldError } from '@blivion/shared';
import { ERROR_STATUS, errorText, translate } from '@blivion/shared';

/** A failure the client caused or may handle; anything else is a 500 with a generic message. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
  ) {
    super(errorText(code));
    this.statusCode = ERROR_STATUS[code];
  }
}

/** A field error whose message is a catalogue key, as the shared schemas write them. */
export function fieldError(field: string, key: string): FieldError {
  return { field, key, message: translate(key) };
}

export function validationError(...fields: FieldError[]): AppError {
  return new AppError('VALIDATION_ERROR', fields);
}
