import type { LoggerService } from '@nestjs/common';
import { type Logger, pino } from 'pino';

export function createLogger(level: string, pretty: boolean): Logger {
  const options = {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password'],
  };
  if (pretty)
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss' } },
    });
  // One request line each: written synchronously, every request paid a write(2) to stdout.
  // Asynchronous writes coalesce the lines of concurrent requests; pino flushes them on exit.
  return pino(options, pino.destination({ sync: false }));
}

/** Nest's own messages go through the same structured logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}

export const LOGGER = Symbol('LOGGER');
