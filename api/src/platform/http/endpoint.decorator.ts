import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { RouteContract } from '@lantern/shared/contracts/routes';
import {
  applyDecorators,
  type CallHandler,
  createParamDecorator,
  Delete,
  type ExecutionContext,
  Get,
  Header,
  HttpCode,
  Injectable,
  type NestInterceptor,
  Post,
  Put,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { AppError, ValidationFailed } from './app-error.js';
import { toValidationIssues } from './zod-issues.js';

export const ROUTE_CONTRACT = Symbol('ROUTE_CONTRACT');

const METHODS = { GET: Get, POST: Post, PUT: Put, DELETE: Delete } as const;

/**
 * Binds a handler to its contract: path, method, who may call it, path parameters, body and
 * response schemas. A path with parameters must declare their schema, so none reaches a handler
 * unparsed.
 */
export function Endpoint(route: RouteContract) {
  const hasParams = /:[a-zA-Z_]+/.test(route.path);
  if (hasParams && !route.params)
    throw new Error(`${route.method} ${route.path} has path parameters but no params schema`);
  return applyDecorators(
    METHODS[route.method](route.path),
    HttpCode(200),
    SetMetadata(ROUTE_CONTRACT, route),
    // A file's type is its own: the handler sets it.
    ...(route.produces === 'text/csv' || route.produces === 'application/json'
      ? [Header('Content-Type', `${route.produces}; charset=utf-8`)]
      : []),
    ...(hasParams ? [UseInterceptors(ValidParamsInterceptor)] : []),
  );
}

export function contractOf(context: ExecutionContext): RouteContract | undefined {
  return Reflect.getMetadata(ROUTE_CONTRACT, context.getHandler()) as RouteContract | undefined;
}

/**
 * Parses the path parameters with the contract before the handler runs and puts the parsed values
 * back, so `@Param()` only ever sees valid ones; a bad one is a 400 naming the parameter.
 */
@Injectable()
export class ValidParamsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const schema = contractOf(context)?.params;
    const request = context.switchToHttp().getRequest<Request>();
    if (schema) {
      const parsed = schema.safeParse(request.params);
      if (!parsed.success) throw new ValidationFailed(toValidationIssues(parsed.error, 'params'));
      request.params = parsed.data as Request['params'];
    }
    return next.handle();
  }
}

/**
 * The request body, parsed with the handler's contract schema. Only JSON is accepted: a form post
 * is what a cross-site page can send without CORS, so refusing it closes login CSRF.
 */
export const ValidBody = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const route = contractOf(context);
  if (!route?.body) throw new Error('ValidBody used on a route without a body schema');
  const request = context.switchToHttp().getRequest<Request>();
  if (!request.is('application/json'))
    throw new AppError(415, ErrorCode.unsupportedMediaType, 'Send the request body as application/json');
  const parsed = route.body.safeParse(request.body ?? {});
  if (!parsed.success) throw new ValidationFailed(toValidationIssues(parsed.error));
  return parsed.data;
});

/**
 * A form body (`application/x-www-form-urlencoded`), parsed with the handler's contract `form`
 * schema: the shape OAuth's token requests and the spec's POST /auth0 use.
 */
export const ValidForm = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const route = contractOf(context);
  if (!route?.form) throw new Error('ValidForm used on a route without a form schema');
  const request = context.switchToHttp().getRequest<Request>();
  if (!request.is('application/x-www-form-urlencoded'))
    throw new AppError(
      415,
      ErrorCode.unsupportedMediaType,
      'Send the request body as application/x-www-form-urlencoded',
    );
  const parsed = route.form.safeParse(request.body ?? {});
  if (!parsed.success) throw new ValidationFailed(toValidationIssues(parsed.error));
  return parsed.data;
});

/** The query string, parsed with the handler's contract schema; a bad value is a 400 naming it. */
export const ValidQuery = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const route = contractOf(context);
  if (!route?.query) throw new Error('ValidQuery used on a route without a query schema');
  const parsed = route.query.safeParse(context.switchToHttp().getRequest<Request>().query);
  if (!parsed.success) throw new ValidationFailed(toValidationIssues(parsed.error, 'query'));
  return parsed.data;
});
