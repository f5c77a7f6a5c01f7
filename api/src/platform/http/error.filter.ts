import { type ErrorBody, ErrorCode, type ErrorCodeValue } from '@lantern/shared/contracts/errors';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { isDatabaseUnreachable } from '../database/database-unreachable.js';
import { LOGGER } from '../logging/logger.js';
import { AppError, TooManyRequests } from './app-error.js';

const CODES_BY_STATUS: Record<number, ErrorCodeValue> = {
  400: ErrorCode.badRequest,
  401: ErrorCode.unauthenticated,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  405: ErrorCode.methodNotAllowed,
  409: ErrorCode.conflict,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  429: ErrorCode.rateLimited,
};
// A restarting database is usually back within seconds: clients wait this long, then try again.
const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Every failure leaves the API in one envelope: `{ error: { code, message, details? } }`. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') return;
    const response = host.switchToHttp().getResponse<Response>();
    const path = host.switchToHttp().getRequest<Request>().path;
    const { status, body, headers } = failureAnswer(this.logger, exception, path);
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.status(status).json(body);
  }
}

/**
 * What a failed request is answered with, logged when it is ours (5xx). The hot lane, which
 * answers ahead of Express, sends the same.
 */
export function failureAnswer(
  logger: Logger,
  exception: unknown,
  path: string,
): { status: number; body: ErrorBody; headers: Record<string, string> } {
  const { status, body } = describeFailure(exception);
  if (status >= 500) logger.error({ err: exception, path }, 'unhandled error');
  const headers: Record<string, string> = {};
  if (exception instanceof TooManyRequests) headers['Retry-After'] = String(exception.retryAfterSeconds);
  if (isDatabaseUnreachable(exception)) headers['Retry-After'] = String(DATABASE_RETRY_AFTER_SECONDS);
  return { status, body, headers };
}

/** The status and envelope a failure is answered with (the audit trail records the same status). */
export function describeFailure(exception: unknown): { status: number; body: ErrorBody } {
  if (exception instanceof AppError) {
    const error: ErrorBody['error'] = { code: exception.code, message: exception.message };
    if (exception.details !== undefined) error.details = exception.details;
    return { status: exception.status, body: { error } };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const message = status === 404 ? 'No such endpoint' : exception.message;
    return { status, body: { error: { code: CODES_BY_STATUS[status] ?? ErrorCode.httpError, message } } };
  }
  if (isDatabaseUnreachable(exception))
    return {
      status: 503,
      body: {
        error: {
          code: ErrorCode.serviceUnavailable,
          message: 'Lantern is briefly unavailable. Please try again in a moment.',
        },
      },
    };
  return {
    status: 500,
    body: {
      error: { code: ErrorCode.internal, message: 'Something went wrong on our side. Please try again.' },
    },
  };
}
