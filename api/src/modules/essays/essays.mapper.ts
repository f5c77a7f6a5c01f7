import type { EssayFile, EssayView, TutorEssay } from '@lantern/shared/contracts/essays';
import { OTHER_SECTION_ID } from '@lantern/shared/contracts/essays';
import { canCancelEssay, type EssayStatus } from '@lantern/shared/domain/essays/essay-filters';
import type { Essay, StoredEssayFile } from './entities/essay.entity.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const secondsOrNull = (date: Date | null | undefined) => (date ? seconds(date) : null);

type Person = { id: number; firstName: string; lastName: string };

/**
 * What the views read of an essay: an `Essay` with `section`, `tutor` and `student` populated has
 * it, and so has the lighter row of `EssaysRepository.findView`, which the tutors' queue uses.
 */
export type EssayViewSource = Pick<
  Essay,
  | 'id'
  | 'status'
  | 'title'
  | 'details'
  | 'languageId'
  | 'sectionOther'
  | 'submissionType'
  | 'sourceFiles'
  | 'instructionFiles'
  | 'conversionState'
  | 'conversionProgress'
  | 'conversionError'
  | 'createdAt'
  | 'dueAt'
  | 'pickedUpAt'
  | 'reviewedAt'
  | 'downloadedAt'
  | 'reservedUntil'
  | 'summaryRating'
  | 'commentsRating'
> & {
  section?: { id: number; name: string } | null;
  tutor?: Person | null;
  student: Person;
};

const person = (user: Person) => ({ id: user.id, first_name: user.firstName, last_name: user.lastName });

/** Storage keys stay on the server: files are served through the essay's own endpoints. */
const toFile = (file: StoredEssayFile): EssayFile => ({
  file_name: file.file_name,
  kind: file.kind,
  mime: file.mime,
  size: file.size,
});

function section(essay: EssayViewSource): EssayView['section'] {
  if (essay.section) return { id: essay.section.id, name: essay.section.name };
  if (essay.sectionOther !== null && essay.sectionOther !== undefined)
    return { id: OTHER_SECTION_ID, name: essay.sectionOther };
  return null;
}

/** The fields both the student and the tutor see. Needs `section` and `tutor` populated. */
function common(essay: EssayViewSource) {
  return {
    id: essay.id,
    status: essay.status as EssayStatus,
    title: essay.title,
    details: essay.details,
    language_id: essay.languageId,
    section: section(essay),
    submission_type: essay.submissionType,
    files: essay.sourceFiles.map(toFile),
    teacher_instruction_files: essay.instructionFiles.map(toFile),
    conversion: {
      state: essay.conversionState,
      progress: essay.conversionProgress,
      error: essay.conversionError ?? null,
    },
    created_at: seconds(essay.createdAt),
    due_at: seconds(essay.dueAt),
    picked_up_at: secondsOrNull(essay.pickedUpAt),
    reviewed_at: secondsOrNull(essay.reviewedAt),
  };
}

export function toEssayView(essay: EssayViewSource): EssayView {
  const rated = essay.summaryRating != null || essay.commentsRating != null;
  return {
    ...common(essay),
    tutor: essay.tutor ? person(essay.tutor) : null,
    downloaded_at: secondsOrNull(essay.downloadedAt),
    can_cancel: canCancelEssay(essay.status),
    feedback: rated
      ? { summary_rating: essay.summaryRating ?? null, comments_rating: essay.commentsRating ?? null }
      : null,
  };
}

/** Needs `student` populated too. */
export function toTutorEssay(essay: EssayViewSource): TutorEssay {
  return {
    ...common(essay),
    student: person(essay.student),
    reserved_until: secondsOrNull(essay.reservedUntil),
  };
}
