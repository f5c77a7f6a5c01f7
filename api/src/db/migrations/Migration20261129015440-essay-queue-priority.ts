import { Migration } from '@mikro-orm/migrations';

/**
 * `reserve_next_essay` (Migration20261124014000) with the queue's order as given: the held essays
 * first, then the new reservation's candidates.
 */
function reserveNextEssay(heldOrder: string, queueOrder: string): string {
  return `create or replace function reserve_next_essay(
         p_tutor int, p_now timestamptz, p_until timestamptz, p_lock_space int,
         p_pending int, p_assigned int, p_working_state int, p_review_segment_types jsonb)
       returns table (r_outcome text, r_essay essays) language plpgsql volatile as $$
       declare
         v essays;
       begin
         perform pg_advisory_xact_lock(p_lock_space, p_tutor);
         select e.* into v from essays e
          where (e.status = p_assigned and e.tutor_id = p_tutor)
             or (e.status = p_pending and e.reserved_by_id = p_tutor and e.reserved_until > p_now)
          order by ${heldOrder}
          limit 1;
         if found then
           return query select case when v.status = p_assigned then 'assigned' else 'reserved' end, v;
           return;
         end if;
         if not exists (
           select 1 from shift_states st
             join shifts sh on sh.id = st.shift_id
             join tutors t on t.user_id = sh.user_id
            where sh.user_id = p_tutor and st.state_id = p_working_state and t.status = 'active' and t.essay_review
              and exists (select 1 from shift_segments seg
                           where seg.shift_id = sh.id
                             and seg.type_name in (select jsonb_array_elements_text(p_review_segment_types))
                             and seg.start_time <= p_now and seg.end_time > p_now)) then
           return query select 'not_in_segment'::text, null::essays;
           return;
         end if;
         update essays set reserved_by_id = p_tutor, reserved_until = p_until
          where id = (
            select e.id from essays e
             where e.status = p_pending and e.conversion_state = 'converted'
               and (e.reserved_until is null or e.reserved_until <= p_now)
               and e.language_id in (select language_id from tutor_essay_languages where tutor_user_id = p_tutor)
               and not exists (select 1 from content_holds h where h.kind = 'essay' and h.target_id = e.id)
             order by ${queueOrder}
             limit 1
             for update skip locked)
         returning * into v;
         if v.id is null then
           return query select 'none'::text, null::essays;
         else
           return query select 'fresh'::text, v;
         end if;
       end $$;`;
}

/**
 * Managers move an essay to the front of the queue (`prioritised_at`): the tutors' next essay is
 * the one moved there last, then the rest soonest due first (shared `essay-queue-order`). The index
 * serves that order for the reservation (status, then the order's columns) and the managers' list.
 * A tutor holding several essays (a manager may give them more) is offered them in the same order.
 */
export class Migration20261129015440 extends Migration {
  override name = 'Migration20261129015440';

  override up(): void | Promise<void> {
    this.addSql(`alter table "essays" add "prioritised_at" timestamptz null;`);
    this.addSql(
      `create index "essays_queue_order_index" on "essays" ("status", "prioritised_at" DESC nulls LAST, "due_at", "id");`,
    );
    this.addSql(
      reserveNextEssay(
        'e.status desc, e.prioritised_at desc nulls last, e.due_at, e.id',
        'e.prioritised_at desc nulls last, e.due_at, e.id',
      ),
    );
  }

  override down(): void | Promise<void> {
    this.addSql(reserveNextEssay('e.status desc, e.due_at, e.id', 'e.due_at, e.id'));
    this.addSql(`drop index "essays_queue_order_index";`);
    this.addSql(`alter table "essays" drop column "prioritised_at";`);
  }
}
