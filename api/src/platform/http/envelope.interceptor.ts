import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { contractOf } from './endpoint.decorator.js';

/**
 * Wraps handler results in the spec's envelope. Outside production the result is also checked
 * against the route's response schema, so a mapper that leaks or drops a field fails tests.
 */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const route = contractOf(context);
    return next.handle().pipe(
      map((data: unknown) => {
        if (route?.response && this.config.env !== 'production') {
          const parsed = route.response.safeParse(data);
          if (!parsed.success)
            throw new Error(
              `Response of ${route.method} ${route.path} breaks its contract: ${parsed.error.message}`,
            );
          return { data: parsed.data };
        }
        return { data };
      }),
    );
  }
}
