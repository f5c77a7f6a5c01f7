import type { RouteContract } from '@lantern/shared/contracts/routes';
import {
  applyDecorators,
  createParamDecorator,
  Delete,
  type ExecutionContext,
  Get,
  HttpCode,
  Post,
  Put,
  SetMetadata,
} from '@nestjs/common';
import type { Request } from 'express';
import { ValidationFailed } from './app-error.js';
import { toValidationIssues } from './zod-issues.js';

export const ROUTE_CONTRACT = Symbol('ROUTE_CONTRACT');

const METHODS = { GET: Get, POST: Post, PUT: Put, DELETE: Delete } as const;

/** Binds a handler to its contract: path, method, who may call it, body and response schemas. */
export function Endpoint(route: RouteContract) {
  return applyDecorators(
    METHODS[route.method](route.path),
    HttpCode(200),
    SetMetadata(ROUTE_CONTRACT, route),
  );
}

export function contractOf(context: ExecutionContext): RouteContract | undefined {
  return Reflect.getMetadata(ROUTE_CONTRACT, context.getHandler()) as RouteContract | undefined;
}

/** The request body, parsed with the handler's contract schema. */
export const ValidBody = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const route = contractOf(context);
  if (!route?.body) throw new Error('ValidBody used on a route without a body schema');
  const parsed = route.body.safeParse(context.switchToHttp().getRequest<Request>().body ?? {});
  if (!parsed.success) throw new ValidationFailed(toValidationIssues(parsed.error));
  return parsed.data;
});
