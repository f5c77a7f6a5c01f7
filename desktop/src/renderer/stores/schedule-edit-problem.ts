import { ApiError } from '@lantern/shared/client/api-error';

/** A refused field, by segment index where it concerns one (null: the shift itself, or the segment edited). */
export interface EditIssue {
  segment: number | null;
  rule: string;
}

/** Why the last change did not go through, in terms the screen can explain. */
export type EditProblem =
  { kind: 'issues'; issues: EditIssue[] } | { kind: 'notEditable' | 'gone' | 'forbidden' | 'failed' };

function issueOf(field: string, rule: string): EditIssue {
  const segment = /^segments\.(\d+)\./.exec(field)?.[1];
  return { segment: segment === undefined ? null : Number(segment), rule };
}

/** A refused change, sorted into what the schedule's dialogs can explain. */
export function problemOf(error: unknown): EditProblem {
  if (error instanceof ApiError) {
    if (error.status === 400 && error.validationIssues.length)
      return {
        kind: 'issues',
        issues: error.validationIssues.map((issue) => issueOf(issue.field, issue.rule)),
      };
    if (error.status === 409) return { kind: 'notEditable' };
    if (error.status === 404) return { kind: 'gone' };
    if (error.status === 403) return { kind: 'forbidden' };
  }
  return { kind: 'failed' };
}
