import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import { catchError, concatMap, from, map, type Observable, throwError } from 'rxjs';
import type { AuthedRequest } from '../../platform/auth/auth-context.js';
import { describeFailure } from '../../platform/http/error.filter.js';
import { AuditService } from './audit.service.js';

/** Requests whose view-as change the access check already wrote down, with its object. */
const traced = new WeakSet<object>();

/** Said by the access check once it has written a view-as change, so the request is not written twice. */
export function markViewAsTraced(auth: object): void {
  traced.add(auth);
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every change made while viewing as someone is written to the audit trail with the real person,
 * including those that touch no existing object (asking for help, handing in an essay), which the
 * access check never sees. It is written before the answer leaves, refusals included, so no change
 * reaches the viewer untraced.
 */
@Injectable()
export class ViewAsTrail implements NestInterceptor {
  constructor(@Inject(AuditService) private readonly audit: AuditService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request & AuthedRequest>();
    const auth = request.auth;
    if (!auth?.impersonator || READS.has(request.method)) return next.handle();
    const { impersonator } = auth;
    const record = (status: number) =>
      from(
        traced.has(auth)
          ? Promise.resolve()
          : this.audit.recordNow({
              action: 'view-as.request',
              actorUserId: impersonator.userId,
              actingAsUserId: auth.userId,
              actingAsRole: auth.role,
              ip: request.ip ?? null,
              details: { method: request.method, route: request.route?.path ?? request.path, status },
            }),
      );
    return next.handle().pipe(
      concatMap((data: unknown) => record(200).pipe(map(() => data))),
      catchError((error: unknown) =>
        record(describeFailure(error).status).pipe(concatMap(() => throwError(() => error))),
      ),
    );
  }
}
