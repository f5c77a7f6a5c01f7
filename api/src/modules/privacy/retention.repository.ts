import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

/** Which messages a retention kind covers: text, pictures and files, or recorded voice notes. */
export type MessageKind = 'chat_messages' | 'media' | 'recordings';

const MESSAGE_FILTER: Record<MessageKind, string> = {
  chat_messages: `m.media is null`,
  media: `m.media is not null and m.media->'voice_note' is null`,
  recordings: `m.media is not null and m.media->'voice_note' is not null`,
};

/** The sessions of a district's students: `?` is the district. */
const DISTRICT_SESSIONS = `select s.id from sessions s join users u on u.id = s.student_id
   left join schools sc on sc.id = u.school_id where coalesce(u.district_id, sc.district_id) = ?`;

/** The statements a district's retention runs, each over a bounded batch. */
@Injectable()
export class RetentionRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** A batch of a district's messages of one kind sent before `before`, with their stored files. */
  async messages(districtId: number, kind: MessageKind, before: Date, limit: number) {
    const rows = await this.em.execute<{ id: number; key: string | null; thumbnail_key: string | null }[]>(
      `select m.id, m.media->>'key' as key, m.media->>'thumbnail_key' as thumbnail_key from session_messages m
        where ${MESSAGE_FILTER[kind]} and m.created_at < ? and m.session_id in (${DISTRICT_SESSIONS})
        order by m.id limit ?`,
      [before, districtId, limit],
    );
    return {
      ids: rows.map((row) => Number(row.id)),
      fileKeys: rows.flatMap((row) => [row.key, row.thumbnail_key].filter((key): key is string => !!key)),
    };
  }

  /** Removes messages with what hangs off them (reactions, bookmarks, the action items quoting them). */
  async removeMessages(ids: number[]): Promise<number> {
    const list = `{${ids.join(',')}}`;
    return this.em.transactional(async (tx) => {
      await tx.execute(`delete from message_reactions where message_id = any(?::bigint[])`, [list]);
      await tx.execute(`delete from message_bookmarks where message_id = any(?::bigint[])`, [list]);
      await tx.execute(`delete from action_items where message_id = any(?::bigint[])`, [list]);
      const rows = await tx.execute(`delete from session_messages where id = any(?::bigint[]) returning 1`, [
        list,
      ]);
      return rows.length;
    });
  }

  /** Removes up to `limit` of a district's whiteboard strokes drawn before `before`. */
  async removeStrokes(districtId: number, before: Date, limit: number): Promise<number> {
    const rows = await this.em.execute(
      `delete from whiteboard_strokes where id in (
         select w.id from whiteboard_strokes w where w.drawn_at < ? and w.session_id in (${DISTRICT_SESSIONS}) limit ?)
       returning 1`,
      [before, districtId, limit],
    );
    return rows.length;
  }
}
