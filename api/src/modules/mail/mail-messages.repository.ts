import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { MailMessage } from './entities/mail-message.entity.js';

@Injectable()
export class MailMessagesRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** Messages to try now: unsettled, due, and held by no instance. */
  async due(at: Date, limit: number): Promise<number[]> {
    const rows = await this.em.find(
      MailMessage,
      {
        sentAt: null,
        failedAt: null,
        sendAfter: { $lte: at },
        $or: [{ claimedUntil: null }, { claimedUntil: { $lt: at } }],
      },
      { fields: ['id'], orderBy: { id: 'asc' }, limit },
    );
    return rows.map((row) => row.id);
  }

  /**
   * Takes one try at the message until `until`, counting it; false when it is settled or another
   * instance holds it (a conditional update, so two instances never both send it).
   */
  async claim(id: number, at: Date, until: Date): Promise<boolean> {
    const claimed = await this.em.getConnection().execute<{ id: number }[]>(
      `update mail_messages set attempts = attempts + 1, claimed_until = ?
        where id = ? and sent_at is null and failed_at is null and (claimed_until is null or claimed_until < ?)
        returning id`,
      [until, id, at],
    );
    return claimed.length === 1;
  }

  load(id: number) {
    return this.em.findOneOrFail(MailMessage, { id }, { refresh: true });
  }
}
