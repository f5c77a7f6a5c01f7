import type { SafetyContact } from '@lantern/shared/contracts/customers';
import { SAFETY_DRILL_SCHOOLS_MAX } from '@lantern/shared/contracts/safety-escalations';
import { EntityManager, LoadStrategy, LockMode } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { pgArray } from '../../db/sql-arrays.js';
import { SafetyEscalation, type TrailPerson } from './entities/safety-escalation.entity.js';

/** A school as an escalation needs it: its name, its time zone, and its and its district's contacts. */
export interface EscalationSchool {
  id: number;
  name: string;
  timezone: string;
  contacts: SafetyContact[];
}

/** Queries only; the decisions are the service's. */
@Injectable()
export class SafetyEscalationsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** The main school of the student of a session, if they have one. */
  async schoolOfSession(sessionId: number): Promise<number | null> {
    const [row] = await this.em.execute<{ school_id: number | null }[]>(
      `select u.school_id from sessions s join users u on u.id = s.student_id where s.id = ?`,
      [sessionId],
    );
    return row?.school_id ?? null;
  }

  /** The school's contacts first, then its district's not already named (one message per address). */
  async school(schoolId: number): Promise<EscalationSchool | null> {
    const [row] = await this.em.execute<
      { id: number; name: string; timezone: string; own: SafetyContact[]; district: SafetyContact[] | null }[]
    >(
      `select s.id, s.name, s.timezone, s.safety_contacts as own, d.safety_contacts as district
         from schools s left join districts d on d.id = s.district_id where s.id = ?`,
      [schoolId],
    );
    if (!row) return null;
    const seen = new Set<string>();
    const contacts = [...row.own, ...(row.district ?? [])].filter((contact) => {
      const key = contact.email.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return { id: row.id, name: row.name, timezone: row.timezone, contacts };
  }

  /** The schools a drill may go to: with contacts of their own or their district's, by name. */
  drillSchools(): Promise<{ id: number; name: string; contacts: number }[]> {
    return this.em.execute(
      `select s.id, s.name,
              (jsonb_array_length(s.safety_contacts) + coalesce(jsonb_array_length(d.safety_contacts), 0))::int as contacts
         from schools s left join districts d on d.id = s.district_id
        where jsonb_array_length(s.safety_contacts) > 0 or coalesce(jsonb_array_length(d.safety_contacts), 0) > 0
        order by s.name, s.id limit ?`,
      [SAFETY_DRILL_SCHOOLS_MAX],
    );
  }

  /** Items whose escalation may be due at `at`: not escalated, not acknowledged, past their time. */
  async dueIds(at: Date, limit: number): Promise<number[]> {
    const rows = await this.em
      .fork()
      .find(
        SafetyEscalation,
        { escalatedAt: null, acknowledgedAt: null, escalatesAt: { $lte: at } },
        { fields: ['actionItem'], orderBy: { escalatesAt: 'asc' }, limit },
      );
    return rows.map((row) => row.actionItem.id);
  }

  /**
   * The row, locked until the surrounding transaction ends: an instance escalating it and a manager
   * acknowledging it wait for each other, so each sees what the other did.
   */
  locked(em: EntityManager, actionItemId: number) {
    return em.findOne(
      SafetyEscalation,
      { actionItem: actionItemId },
      {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        // Loaded by their own queries: FOR UPDATE cannot take an outer join's nullable side.
        strategy: LoadStrategy.SELECT_IN,
        populate: ['acknowledgedBy', 'school', 'actionItem'],
        refresh: true,
      },
    );
  }

  find(actionItemId: number) {
    return this.em
      .fork()
      .findOne(SafetyEscalation, { actionItem: actionItemId }, { populate: ['acknowledgedBy', 'school'] });
  }

  async people(userIds: readonly number[]): Promise<TrailPerson[]> {
    if (userIds.length === 0) return [];
    return this.em.execute<TrailPerson[]>(
      `select id, first_name, last_name from users where id = any(?::int[]) order by id`,
      [pgArray(userIds)],
    );
  }
}
