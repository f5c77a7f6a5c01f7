import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import type { DraftProblem, TutorDraft, TutorDraftField } from '../../../stores/tutor-draft.js';

/** The form's words for its fields and the rules they break, shared by the summary and each panel. */
export function useTutorFormWords() {
  const { tutorForm } = useStores();
  const { t } = useTranslation('console');
  const fieldName = (field: string) => t(`manager.tutorForm.fields.${field}`);
  const say = (problem: DraftProblem) =>
    t(`manager.tutorForm.rules.${problem.rule}`, { field: fieldName(problem.field), limit: problem.limit });
  const errorOf = (field: TutorDraftField) => {
    const problem = tutorForm.problemOf(field);
    return problem ? say(problem) : undefined;
  };
  /** A field's label, value, change and error, for the panels' inputs to take whole. */
  const fieldProps = <K extends TutorDraftField>(field: K) => ({
    label: fieldName(field),
    value: tutorForm.draft[field],
    onChange: (value: TutorDraft[K]) => tutorForm.set(field, value),
    error: errorOf(field),
  });
  return { t, fieldName, say, errorOf, fieldProps };
}
