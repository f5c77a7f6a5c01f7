import type { TutorComment as TutorCommentView } from '@lantern/shared/contracts/tutor-comments';
import type { TutorComment } from './entities/tutor-comment.entity.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A note as `readerId` sees it; `author` must be loaded. */
export function toTutorComment(comment: TutorComment, readerId: number): TutorCommentView {
  return {
    id: comment.id,
    student_id: comment.student.id,
    session_id: comment.session?.id ?? null,
    author: {
      id: comment.author.id,
      first_name: comment.author.firstName,
      last_name: comment.author.lastName,
    },
    by_you: comment.author.id === readerId,
    text: comment.text,
    created_at: seconds(comment.createdAt),
    edited_at: comment.editedAt ? seconds(comment.editedAt) : null,
  };
}
