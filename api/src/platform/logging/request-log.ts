import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

/**
 * One structured line per API request once its answer is sent: method, path, status, duration.
 * The hot lane (hot-lane.ts) logs its requests with the same function.
 */
export function logWhenFinished(
  logger: Logger,
  method: string,
  path: string,
  response: ServerResponse,
): void {
  if (!path.startsWith('/api')) return;
  const started = process.hrtime.bigint();
  response.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const level = response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info';
    logger[level]({ method, path, status: response.statusCode, ms: Math.round(ms * 10) / 10 }, 'http');
  });
}

/**
 * The same line for an answer already sent, timed from `started` (process.hrtime.bigint()): the
 * hot lane knows its status when it sends, so it spares each request a 'finish' listener.
 */
export function logAnswered(
  logger: Logger,
  method: string,
  path: string,
  status: number,
  started: bigint,
): void {
  const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  logger[level]({ method, path, status, ms: Math.round(ms * 10) / 10 }, 'http');
}

export function requestLog(logger: Logger) {
  return (request: Request, response: Response, next: NextFunction) => {
    logWhenFinished(logger, request.method, request.path, response);
    next();
  };
}
