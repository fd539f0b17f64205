import type { ErrorCode } from '@blivion/shared';
import { isCatalogueKey, translate } from '@blivion/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { inputErrorAnswer } from '../db/input-errors.js';
import { failedDependency } from '../dependencies/dependency-failure.js';
import { AppError, fieldError } from '../http/app-error.js';

export function sendError(reply: FastifyReply, status: number, code: string, message: string, details?: unknown) {
  return reply.status(status).send({ error: { code, message, ...(details === undefined ? {} : { details }) } });
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large) mapped to our codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

/**
 * The client went away before it had sent the whole body (an upload cancelled, a tab closed, a
 * connection lost): whatever failed then failed for want of the rest of the body. Nobody is left
 * to answer, and nothing is wrong with the server.
 */
function abortedByClient(request: FastifyRequest): boolean {
  const raw = request.raw;
  return raw.complete === false && raw.socket?.destroyed === true;
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.statusCode, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return fieldError(
          field,
          issue.message && isCatalogueKey(issue.message) ? issue.message : 'validation.invalidValue',
        );
      });
      return sendError(reply, 400, 'VALIDATION_ERROR', translate('errors.VALIDATION_ERROR'), details);
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) {
      const status = error.statusCode ?? 400;
      return sendError(reply, status, known, translate(`errors.${known}`));
    }
    const dependency = failedDependency(error);
    if (dependency) {
      // The dependency monitor has logged the outage once; one short line per request refused.
      request.log.warn({ dependency, reason: error.message }, 'request refused: dependency unavailable');
      reply.header('retry-after', '5');
      return sendError(reply, 503, 'DEPENDENCY_UNAVAILABLE', translate('errors.DEPENDENCY_UNAVAILABLE'));
    }
    const databaseAnswer = inputErrorAnswer(error);
    if (databaseAnswer) {
      request.log.warn({ err: error }, 'database refused the input');
      return sendError(reply, databaseAnswer.status, databaseAnswer.code, translate(`errors.${databaseAnswer.code}`));
    }
    if (error.statusCode === 429) {
      return sendError(reply, 429, 'RATE_LIMITED', translate('errors.RATE_LIMITED'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, error.statusCode, 'BAD_REQUEST', translate('errors.BAD_REQUEST'));
    }
    if (abortedByClient(request)) {
      request.log.info({ reason: error.message }, 'request aborted by the client');
      return sendError(reply, 400, 'BAD_REQUEST', translate('errors.BAD_REQUEST'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'INTERNAL_ERROR', translate('errors.INTERNAL_ERROR'));
  });
});
