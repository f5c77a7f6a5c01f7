import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_STEPS,
  FIRST_ASSESSMENT_STEP,
  RECOGNITION_TYPES,
  isAssessmentStep,
  nextAssessmentStep,
} from './assessment-steps.js';

describe('assessment steps', () => {
  it('should begin at recognitions', () => {
    expect(FIRST_ASSESSMENT_STEP).toBe('recognitions');
  });

  it('should walk recognitions, question, tag, nonAcademic, feedback, submit and then stop', () => {
    const walked: string[] = [];
    for (let step = nextAssessmentStep(FIRST_ASSESSMENT_STEP); step; step = nextAssessmentStep(step))
      walked.push(step);
    expect([FIRST_ASSESSMENT_STEP, ...walked]).toEqual([
      'recognitions',
      'question',
      'tag',
      'nonAcademic',
      'feedback',
      'submit',
    ]);
  });

  it('should go from feedback to submit, and from submit nowhere', () => {
    expect(nextAssessmentStep('feedback')).toBe('submit');
    expect(nextAssessmentStep('submit')).toBeNull();
  });

  it('should recognise only the listed steps, with their exact case', () => {
    for (const step of ASSESSMENT_STEPS) expect(isAssessmentStep(step)).toBe(true);
    expect(isAssessmentStep('nonacademic')).toBe(false);
    expect(isAssessmentStep('')).toBe(false);
  });

  it('should offer the spec’s six recognition types', () => {
    expect(RECOGNITION_TYPES).toEqual([
      'kudo',
      'collaboration',
      'greeting',
      'perseverance',
      'politeness',
      'preparedness',
    ]);
  });
});
