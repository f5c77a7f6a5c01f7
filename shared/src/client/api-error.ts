import type { ValidationIssue } from '../contracts/errors.js';

/** A failed API call, carrying the catalogue code the server sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get validationIssues(): ValidationIssue[] {
    const issues = (this.details as { issues?: ValidationIssue[] } | undefined)?.issues;
    return Array.isArray(issues) ? issues : [];
  }
}

/** The request never reached the server or timed out. */
export class NetworkError extends Error {
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}
