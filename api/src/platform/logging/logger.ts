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
  // One request line each: written synchronously, every request paid a write(2) to stdout, and
  // asynchronously still about one each. Lines are gathered into writes of 4 KB, or what there is
  // every 250 ms, so a line waits at most that long; pino flushes what is left on exit.
  return pino(options, pino.destination({ sync: false, minLength: 4096, periodicFlush: 250 }));
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
