import type { ValidationIssue } from '@lantern/shared/contracts/errors';

/** A failure with the HTTP status and catalogue code the client will see. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export class ValidationFailed extends AppError {
  constructor(readonly issues: ValidationIssue[]) {
    super(400, 'validation_failed', issues.map((issue) => issue.message).join('; '), { issues });
  }
}
