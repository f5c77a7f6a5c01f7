import type { ValidationIssue } from '@lantern/shared/contracts/errors';
import type { z } from 'zod';

/** Turns zod issues into messages that name the field and the rule it broke. */
export function toValidationIssues(error: z.ZodError, whole = 'body'): ValidationIssue[] {
  return error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join('.') : whole;
    return { field, rule: issue.code, message: `${field}: ${issue.message}` };
  });
}
