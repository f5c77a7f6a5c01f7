import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AuditEvent } from './entities/audit-event.entity.js';

export interface AuditEntry {
  action: string;
  /** The real person: during view-as, the impersonator. */
  actorUserId: number | null;
  actingAsUserId?: number | null;
  actingAsRole?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

/** Append-only trail of who did what, as whom. */
@Injectable()
export class AuditService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  record(entry: AuditEntry): void {
    this.em.create(AuditEvent, {
      at: this.clock.date(),
      action: entry.action,
      actorUserId: entry.actorUserId,
      actingAsUserId: entry.actingAsUserId ?? null,
      actingAsRole: entry.actingAsRole ?? null,
      ip: entry.ip ?? null,
      details: entry.details ?? {},
    });
  }

  /**
   * Written at once, in its own statement: for callers that may never flush (socket commands,
   * statements run straight on the database), and so a refused or failing action is still traced.
   */
  async recordNow(entry: AuditEntry): Promise<void> {
    await this.em.fork().insert(AuditEvent, {
      at: this.clock.date(),
      action: entry.action,
      actorUserId: entry.actorUserId,
      actingAsUserId: entry.actingAsUserId ?? null,
      actingAsRole: entry.actingAsRole ?? null,
      ip: entry.ip ?? null,
      details: entry.details ?? {},
    });
  }

  recordFor(auth: AuthContext, action: string, details: Record<string, unknown> = {}, ip?: string): void {
    this.record(entryFor(auth, action, details, ip));
  }

  /** As `recordFor`, written at once (see `recordNow`). */
  recordNowFor(auth: AuthContext, action: string, details: Record<string, unknown> = {}): Promise<void> {
    return this.recordNow(entryFor(auth, action, details));
  }
}

/** The real person as actor, and whom they act as, in which role. */
function entryFor(
  auth: AuthContext,
  action: string,
  details: Record<string, unknown>,
  ip?: string,
): AuditEntry {
  return {
    action,
    actorUserId: auth.impersonator?.userId ?? auth.userId,
    actingAsUserId: auth.userId,
    actingAsRole: auth.role,
    ip: ip ?? null,
    details,
  };
}
