import {
  type ImpersonateRequest,
  type LoginRequest,
  REFRESH_COOKIE,
  type SwitchRoleRequest,
} from '@lantern/shared/contracts/auth';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { SameOriginOnly } from '../../platform/http/cross-site.js';
import { Endpoint, ValidBody } from '../../platform/http/endpoint.decorator.js';
import { AccessTokenService, bearerToken } from './access-token.service.js';
import { AuthService, type IssuedSession } from './auth.service.js';
import { clearAuthCookies, setImpersonatingCookie, setRefreshCookie } from './auth-cookies.js';

function refreshCookie(request: Request): string | undefined {
  const value = (request.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' ? value : undefined;
}

@Controller()
export class AuthController {
  constructor(
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(AccessTokenService) private readonly accessTokens: AccessTokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Endpoint(routes.login)
  async login(
    @ValidBody() body: LoginRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.issue(response, await this.auth.login(body, request.ip ?? 'unknown'), false);
  }

  @Endpoint(routes.refreshToken)
  @SameOriginOnly()
  async refresh(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const { tokens, refreshToken } = await this.auth.refresh(refreshCookie(request));
    if (refreshToken) setRefreshCookie(response, this.config, refreshToken);
    return tokens;
  }

  @Endpoint(routes.logout)
  @SameOriginOnly()
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const token = bearerToken(request.headers.authorization);
    const verified = token ? this.accessTokens.verify(token) : null;
    await this.auth.logout(refreshCookie(request), typeof verified === 'object' ? verified : null);
    clearAuthCookies(response, this.config);
    return { ok: true as const };
  }

  @Endpoint(routes.switchRole)
  async switchRole(
    @Auth() auth: AuthContext,
    @ValidBody() body: SwitchRoleRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.issue(response, await this.auth.switchRole(auth, body.role, refreshCookie(request)), false);
  }

  @Endpoint(routes.impersonate)
  async impersonate(
    @Auth() auth: AuthContext,
    @ValidBody() body: ImpersonateRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.issue(response, await this.auth.impersonate(auth, body, refreshCookie(request)), true);
  }

  @Endpoint(routes.stopImpersonation)
  @SameOriginOnly()
  async stopImpersonation(
    @Auth() auth: AuthContext,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.issue(response, await this.auth.stopImpersonation(auth, refreshCookie(request)), false);
  }

  private issue(response: Response, session: IssuedSession, impersonating: boolean) {
    setRefreshCookie(response, this.config, session.refreshToken);
    setImpersonatingCookie(response, this.config, impersonating);
    return session.body;
  }
}
