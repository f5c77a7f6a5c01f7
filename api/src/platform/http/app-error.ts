import { ErrorCode, type ErrorCodeValue, type ValidationIssue } from '@lantern/shared/contracts/errors';

/** A failure with the HTTP status and catalogue code the client will see. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCodeValue,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export class ValidationFailed extends AppError {
  constructor(readonly issues: ValidationIssue[]) {
    super(400, ErrorCode.validationFailed, issues.map((issue) => issue.message).join('; '), { issues });
  }
}

/** HTTP 429; the error filter also sends the wait as `Retry-After`. */
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, ErrorCode.rateLimited, message, { retry_after_seconds: retryAfterSeconds });
  }
}
