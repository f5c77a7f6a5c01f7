import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { ValidationFailed } from '../../platform/http/app-error.js';
import { toValidationIssues } from '../../platform/http/zod-issues.js';

/**
 * The query string parsed with `schema`; a bad value is a 400 naming the parameter. The schema is
 * closed over rather than passed as decorator data: Nest treats data with a `transform` method
 * (as a zod schema has) as a pipe and never hands it over.
 */
export const ValidQuery = (schema: z.ZodType) =>
  createParamDecorator((_: unknown, context: ExecutionContext) => {
    const request = context.switchToHttp().getRequest<Request>();
    const parsed = schema.safeParse(request.query);
    if (!parsed.success) throw new ValidationFailed(toValidationIssues(parsed.error, 'query'));
    return parsed.data;
  })();
