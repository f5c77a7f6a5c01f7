import { LONG_REVIEW_SECONDS } from '@lantern/shared/domain/essays/essay-queue';
import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { nextEvent, ready, signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';
import { LongReviewsJob } from './long-reviews.job.js';

const { t, sockets } = useShiftTestApp();

async function sql<Row>(query: string, values: unknown[] = []): Promise<Row[]> {
  return (await t.app.get(MikroORM).em.fork().getConnection().execute(query, values)) as Row[];
}

/** An essay `tutor` picked up `secondsAgo` ago and is still reviewing. */
async function inReview(title: string, secondsAgo: number): Promise<number> {
  const now = t.clock.date();
  const [row] = await sql<{ id: number }>(
    `insert into essays (status, student_id, tutor_id, language_id, submission_type, title, details, created_at,
                         due_at, picked_up_at, source_files, instruction_files, pdf_key, conversion_state,
                         conversion_progress)
     values (1, (select id from users where username = 'student'), (select id from users where username = 'tutor'),
             1, 'essay', ?, 'Please review', ?::timestamptz - interval '3 hours', ?::timestamptz + interval '21 hours',
             ?::timestamptz - make_interval(secs => ?), '[]', '[]', 'essays/seeded.pdf', 'converted', 100)
     returning id`,
    [title, now, now, now, secondsAgo],
  );
  return row!.id;
}

describe('long essay reviews', () => {
  it('should raise one item for a review open too long, however many instances sweep at once, and none for a recent one', async () => {
    const long = await inReview('The causes of the First World War', LONG_REVIEW_SECONDS + 60);
    const recent = await inReview('My summer holidays', 30 * 60);
    const manager = await signIn(t, 'manager');
    const socket = sockets.connect(manager.accessToken);
    await ready(socket);
    const raised = nextEvent(socket, 'action-center.item.created');

    const job = t.app.get(LongReviewsJob);
    await Promise.all([job.raise(), job.raise(), job.raise()]);

    const { item } = await raised;
    expect(item).toMatchObject({
      type_id: 1,
      tags: [],
      content: {
        version: '2.0',
        actionable_item_type: 'essay_review',
        data: { essay_id: long, essay_title: 'The causes of the First World War', tutor_first_name: 'Sam' },
      },
    });
    const listed = await manager.api.call('platformManagerActionItems', { query: { type_id: 1 } });
    const about = (essayId: number) =>
      listed.data.filter(
        (candidate) =>
          candidate.content.actionable_item_type === 'essay_review' &&
          candidate.content.data.essay_id === essayId,
      );
    expect(about(long)).toHaveLength(1);
    expect(about(recent)).toEqual([]);

    // The item is acted on like any other: picked up and resolved.
    const held = await manager.api.call('updatePlatformManagerActionItem', {
      params: { id: item.id },
      body: { action: 'pick_up' },
    });
    expect(held.picked_up_user_id).toBe((await manager.api.call('me')).id);
  });
});
