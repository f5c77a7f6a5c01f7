/** The tutor's post-session assessment, in the order the spec walks it; it begins at recognitions. */
export const ASSESSMENT_STEPS = [
  'recognitions',
  'question',
  'tag',
  'nonAcademic',
  'feedback',
  'submit',
] as const;

export type AssessmentStep = (typeof ASSESSMENT_STEPS)[number];

export const FIRST_ASSESSMENT_STEP: AssessmentStep = 'recognitions';

/** What a tutor can recognise a student for at the first step. */
export const RECOGNITION_TYPES = [
  'kudo',
  'collaboration',
  'greeting',
  'perseverance',
  'politeness',
  'preparedness',
] as const;

export type RecognitionType = (typeof RECOGNITION_TYPES)[number];

/** A stored step comes back as text; an unknown one must not be trusted as a place to resume. */
export function isAssessmentStep(value: string): value is AssessmentStep {
  return (ASSESSMENT_STEPS as readonly string[]).includes(value);
}

/** The step after `step`, or null once submitted: the assessment is finished and nothing follows. */
export function nextAssessmentStep(step: AssessmentStep): AssessmentStep | null {
  return ASSESSMENT_STEPS[ASSESSMENT_STEPS.indexOf(step) + 1] ?? null;
}
