import { z } from 'zod';

export { ErrorCode, type ErrorCodeValue } from './error-codes.js';

export const validationIssueSchema = z.object({
  field: z.string(),
  rule: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.union([z.number(), z.string()]),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
