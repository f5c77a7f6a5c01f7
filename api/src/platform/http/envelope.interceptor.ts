import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { RouteContract } from '@lantern/shared/contracts/routes';
import { map, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { contractOf } from './endpoint.decorator.js';
import { undeclaredKeys } from './undeclared-keys.js';

/**
 * A handler's result in the spec's envelope, parsed with the route's response schema: keys the
 * contract does not declare are stripped in production, and fail the response everywhere else, so
 * a mapper that leaks a column fails a test instead of reaching a client. A response that breaks
 * its contract otherwise is a 500 in every mode: sending it unchecked could leak just the same.
 */
export function envelope(
  route: RouteContract | undefined,
  data: unknown,
  env: AppConfig['env'],
): { data: unknown } {
  if (!route?.response) return { data };
  const where = `Response of ${route.method} ${route.path}`;
  const parsed = route.response.safeParse(data);
  if (!parsed.success) throw new Error(`${where} breaks its contract: ${parsed.error.message}`);
  if (env !== 'production') {
    const extra = undeclaredKeys(data, parsed.data);
    if (extra.length) throw new Error(`${where} has keys its contract does not declare: ${extra.join(', ')}`);
  }
  return { data: parsed.data };
}

/** Wraps every HTTP handler's result with `envelope` (the hot lane calls it directly). */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const route = contractOf(context);
    // A declared non-JSON body (a CSV file) is the handler's to shape; there is no envelope to add.
    if (route?.produces) return next.handle();
    return next.handle().pipe(map((data: unknown) => envelope(route, data, this.config.env)));
  }
}
