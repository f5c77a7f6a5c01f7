import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { Clock } from '../../platform/clock/clock.js';
import { LOGGER } from '../../platform/logging/logger.js';
import { AccessRepository, type StudentRead, type StudentReadRow } from './access.repository.js';
import type { Actor } from './object-checks/check-kit.js';

/** Rows held before they are written; a busy minute's openings go in a handful of statements. */
const FLUSH_EVERY_MS = 2000;
const FLUSH_AT_ROWS = 500;

/**
 * The student access log's writer. Opening a student's records must not wait on the log, so each
 * opening is kept in memory and written with the others in one insert every couple of seconds (or
 * sooner when many pile up) and at shutdown. An instance that dies loses at most those seconds.
 */
@Injectable()
export class StudentReads implements OnApplicationShutdown {
  private pending: StudentReadRow[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(AccessRepository) private readonly repository: AccessRepository,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The real person, not whom they view as: the log says who looked. A student's own look is no entry. */
  note(auth: Actor, studentId: number, what: StudentRead): void {
    if (auth.userId === studentId && !auth.impersonator) return;
    const viewer = auth.impersonator ?? { userId: auth.userId, role: auth.role };
    this.pending.push({
      student: studentId,
      viewer: viewer.userId,
      role: viewer.role,
      what,
      at: this.clock.date(),
    });
    if (this.pending.length >= FLUSH_AT_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS).unref();
  }

  /** Writes what is held now; the reader of the log calls it so its own instance's openings show. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.pending;
    this.pending = [];
    if (!rows.length) return;
    try {
      await this.repository.insertStudentReads(rows);
    } catch (error) {
      this.logger.error(
        { err: error, component: 'access', rows: rows.length },
        'student access log not written',
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.flush();
  }
}
