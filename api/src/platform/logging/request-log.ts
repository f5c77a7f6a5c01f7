import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

/** One structured line per HTTP request: method, path, status, duration. */
export function requestLog(logger: Logger) {
  return (request: Request, response: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    response.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info';
      if (!request.path.startsWith('/api')) return;
      logger[level](
        {
          method: request.method,
          path: request.path,
          status: response.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        'http',
      );
    });
    next();
  };
}
