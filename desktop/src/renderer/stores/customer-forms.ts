import { ApiError } from '@lantern/shared/client/api-error';

/** A refused save: the fields the server named with their rule's words, or one failure. */
export interface SaveRefusal {
  /** Field (its first segment: `safety_contacts.0.email` is `safety_contacts`) → the server's words. */
  fields: Record<string, string>;
  /** Set when the refusal named no field (a lost connection, a 403). */
  message: string | null;
}

export function refusalOf(error: unknown): SaveRefusal {
  if (!(error instanceof ApiError)) return { fields: {}, message: '' };
  const fields: Record<string, string> = {};
  for (const issue of error.validationIssues) {
    const field = issue.field.split('.')[0] ?? issue.field;
    fields[field] ??= issue.message;
  }
  return Object.keys(fields).length > 0 ? { fields, message: null } : { fields, message: error.message };
}
