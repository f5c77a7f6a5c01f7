import { ErrorCode } from '@lantern/shared/contracts/errors';
import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import type { Request } from 'express';
import { AppError } from './app-error.js';

export interface RequestOrigin {
  /** `Sec-Fetch-Site`, sent by every current browser. */
  secFetchSite: string | undefined;
  origin: string | undefined;
  /** The Host this server was reached at. */
  host: string | undefined;
}

/**
 * Whether a browser sent this request from another site. Requests without either header (tools,
 * native clients) are not browsers' cross-site requests and pass. The Origin is compared by host:
 * behind a TLS-terminating proxy that is not trusted the scheme seen here is not the browser's.
 */
export function isCrossSite({ secFetchSite, origin, host }: RequestOrigin): boolean {
  if (secFetchSite === 'cross-site' || secFetchSite === 'same-site') return true;
  if (origin === undefined) return false;
  try {
    return origin === 'null' || new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** Refuses cross-site calls to endpoints that act on the cookie alone (SameSite is not enough for same-site origins). */
@Injectable()
export class SameOriginGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const crossSite = isCrossSite({
      secFetchSite: request.get('sec-fetch-site'),
      origin: request.get('origin'),
      host: request.get('host'),
    });
    if (crossSite)
      throw new AppError(403, ErrorCode.crossSiteRequest, 'This request must come from Lantern itself');
    return true;
  }
}

export function SameOriginOnly() {
  return applyDecorators(UseGuards(SameOriginGuard));
}
