import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { RouteContract } from '@lantern/shared/contracts/routes';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthContext, AuthedRequest } from '../../platform/auth/auth-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { contractOf } from '../../platform/http/endpoint.decorator.js';
import { AccessTokenService, bearerToken } from './access-token.service.js';
import { SessionFamilies } from './session-families.service.js';

/**
 * Deny by default: a handler without a contract is refused; `public` routes pass; everything else
 * needs a valid access token from a live sign-in, and routes that list roles need the current
 * role to be one of them.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    @Inject(AccessTokenService) private readonly tokens: AccessTokenService,
    @Inject(SessionFamilies) private readonly families: SessionFamilies,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const route = contractOf(context);
    if (!route) throw new AppError(403, ErrorCode.forbidden, 'This endpoint is not open');
    const request = context.switchToHttp().getRequest<Request & AuthedRequest>();
    const auth = await this.authenticate(route, request.headers.authorization);
    if (auth) request.auth = auth;
    return true;
  }

  /**
   * Who may call `route` with this Authorization header: null for a public route, else the
   * token's sign-in, or the refusal thrown. The hot lane (platform/http/hot-lane.ts) checks its
   * requests with this same method.
   */
  async authenticate(route: RouteContract, authorization: string | undefined): Promise<AuthContext | null> {
    if (route.auth === 'public') return null;
    const token = bearerToken(authorization);
    if (!token) throw new AppError(401, ErrorCode.unauthenticated, 'Sign in to continue');
    const auth = this.tokens.verify(token);
    if (auth === 'expired') throw new AppError(401, ErrorCode.invalidToken, 'Your session token has expired');
    if (auth === 'invalid')
      throw new AppError(401, ErrorCode.invalidToken, 'Your session token is not valid');
    if (!(await this.families.isLive(auth)))
      throw new AppError(401, ErrorCode.invalidToken, 'This sign-in has ended');

    if (route.auth !== 'any' && !route.auth.includes(auth.role)) {
      throw new AppError(403, ErrorCode.forbidden, 'Your current role cannot do this', {
        required_roles: route.auth,
      });
    }
    return auth;
  }
}
