import type { EntityManager } from '@mikro-orm/core';
import { TutorComment } from '../../modules/tutor-comments/entities/tutor-comment.entity.js';
import { User } from '../../modules/users/entities/user.entity.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** What tutors noted about the demo student (`student`, Ava Martinez), oldest first. */
const COMMENTS: readonly { author: string; daysAgo: number; text: string; editedAfterMinutes?: number }[] = [
  {
    author: 'tutor.jordan',
    daysAgo: 6,
    text: 'Prefers worked examples: show one, then let her try the next on her own.',
  },
  {
    author: 'tutor.lucia',
    daysAgo: 2,
    text: 'Working on linear equations with Mr. Rivera’s Algebra I class. Ask her to say each step out loud; she catches her own sign errors that way.',
    editedAfterMinutes: 12,
  },
];

/**
 * The demo student's tutor comments, once (a database with any comment already has them), so the
 * classroom side panel shows some when a tutor takes her question.
 */
export async function placeDemoTutorComments(em: EntityManager, now: number): Promise<number> {
  if ((await em.count(TutorComment, {})) > 0) return 0;
  const people = new Map(
    (
      await em.find(User, { username: { $in: ['student', ...COMMENTS.map((comment) => comment.author)] } })
    ).map((user) => [user.username, user]),
  );
  const student = people.get('student');
  if (!student) return 0;
  let placed = 0;
  for (const comment of COMMENTS) {
    const author = people.get(comment.author);
    if (!author) continue;
    const createdAt = new Date(now * 1000 - comment.daysAgo * DAY);
    em.create(TutorComment, {
      student,
      author,
      session: null,
      text: comment.text,
      createdAt,
      editedAt:
        comment.editedAfterMinutes === undefined
          ? null
          : new Date(createdAt.getTime() + comment.editedAfterMinutes * MINUTE),
    });
    placed += 1;
  }
  await em.flush();
  return placed;
}
