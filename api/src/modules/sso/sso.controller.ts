import { REFRESH_COOKIE } from '@lantern/shared/contracts/auth';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { routes } from '@lantern/shared/contracts/routes';
import type { Auth0Exchange, SsoProvidersQuery } from '@lantern/shared/contracts/sso';
import type { SsoProvider } from '@lantern/shared/domain/auth/sso-providers';
import { Controller, Inject, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { AppError } from '../../platform/http/app-error.js';
import { SameOriginOnly } from '../../platform/http/cross-site.js';
import { Endpoint, ValidForm, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { describeError } from '../../platform/logging/describe-error.js';
import { LOGGER } from '../../platform/logging/logger.js';
import { AuthService, type IssuedSession } from '../auth/auth.service.js';
import { clearAuthCookies, setImpersonatingCookie, setRefreshCookie } from '../auth/auth-cookies.js';
import { SsoFlowCookie, ssoFlowCookieName, type SsoFlow } from './sso-flow-cookie.js';
import { providerFailed, refusalPath } from './sso-refusal.js';
import { SsoService } from './sso.service.js';

const STUDENT_LOGIN = '/login/student';

function cookie(request: Request, name: string): unknown {
  return (request.cookies as Record<string, unknown> | undefined)?.[name];
}

/**
 * Single sign-on. Start, callback and logout are browser pages: they answer with redirects (to the
 * provider, into the app, or to the spec's error page), never with JSON.
 */
@Controller()
export class SsoController {
  private readonly flowCookie: SsoFlowCookie;

  constructor(
    @Inject(SsoService) private readonly sso: SsoService,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.flowCookie = new SsoFlowCookie(config);
  }

  @Endpoint(routes.ssoProviders)
  providers(@ValidQuery() query: SsoProvidersQuery) {
    return this.sso.providers(query);
  }

  /** An unconfigured provider says so on the error page; a provider that cannot be reached sends back to sign-in (the spec's failed initiate). */
  @Endpoint(routes.ssoStart)
  async start(@Param('provider') provider: SsoProvider, @Res() response: Response) {
    try {
      const { url, flow } = await this.sso.start(provider);
      this.redirectTo(response, flow, url);
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.ssoNotConfigured)
        return this.redirect(response, refusalPath(provider, error));
      this.logger.warn({ provider, err: describeError(error) }, 'single sign-on could not start');
      this.redirect(response, `${STUDENT_LOGIN}?sso_failed=${provider}`);
    }
  }

  @Endpoint(routes.ssoCallback)
  async callback(
    @Param('provider') provider: SsoProvider,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const query = request.originalUrl.split('?')[1] ?? '';
    const params = new URLSearchParams(query);
    const flow = this.flowCookie.read(
      cookie(request, ssoFlowCookieName(provider)),
      provider,
      this.clock.now(),
    );
    this.flowCookie.clear(response, provider);
    // A code without a state comes from a sign-in the provider started (Clever's instant login):
    // it is never used as is, which would let anyone sign a browser in as themselves; a sign-in of
    // our own starts instead, which the provider answers at once for someone signed in there.
    if (params.has('code') && !params.has('state') && !params.has('error'))
      return this.redirect(response, `/api/auth/sso/${provider}/start`);
    try {
      const outcome = await this.sso.callback(provider, flow, query, request.ip ?? 'unknown');
      if (outcome.kind === 'signed-in') this.setSession(response, outcome.session);
      // A link was asked for in settings: back there, which says it is done.
      this.redirect(response, outcome.kind === 'linked' ? `/settings?sso_linked=${provider}` : '/');
    } catch (error) {
      const refusal =
        error instanceof AppError
          ? error
          : (this.logError(provider, error), providerFailed('unexpected error'));
      this.redirect(response, refusalPath(provider, refusal));
    }
  }

  /** The spec's `/auth0/logout`: this sign-in ends, then the provider's own where it offers one. */
  @Endpoint(routes.ssoLogout)
  async logout(@Param('provider') provider: SsoProvider, @Req() request: Request, @Res() response: Response) {
    const presented = cookie(request, REFRESH_COOKIE);
    await this.auth.logout(typeof presented === 'string' ? presented : undefined, null);
    clearAuthCookies(response, this.config);
    this.redirect(response, (await this.sso.endSessionUrl(provider)) ?? STUDENT_LOGIN);
  }

  @Endpoint(routes.auth0Exchange)
  @SameOriginOnly()
  async exchange(
    @ValidForm() form: Auth0Exchange,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const session = await this.sso.exchangeAccessToken('auth0', form.access_token, request.ip ?? 'unknown');
    this.setSession(response, session);
    return session.body;
  }

  @Endpoint(routes.socialLogin)
  socialLogin(@Auth() auth: AuthContext, @Param('provider') provider: SsoProvider) {
    return this.sso.socialLogin(auth, provider);
  }

  @Endpoint(routes.unlinkSocialLogin)
  unlinkSocialLogin(@Auth() auth: AuthContext, @Param('provider') provider: SsoProvider) {
    return this.sso.unlink(auth, provider);
  }

  /** Answered to the app's own request, so the flow cookie is set for this browser before it leaves. */
  @Endpoint(routes.socialLoginLink)
  async socialLoginLink(
    @Auth() auth: AuthContext,
    @Param('provider') provider: SsoProvider,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { url, flow } = await this.sso.linkFlow(auth, provider);
    this.flowCookie.set(response, flow);
    return { url };
  }

  private redirectTo(response: Response, flow: SsoFlow, url: string) {
    this.flowCookie.set(response, flow);
    this.redirect(response, url);
  }

  private redirect(response: Response, url: string) {
    response.setHeader('Cache-Control', 'no-store');
    response.redirect(302, url);
  }

  private setSession(response: Response, session: IssuedSession) {
    setRefreshCookie(response, this.config, session.refreshToken);
    setImpersonatingCookie(response, this.config, false);
  }

  private logError(provider: SsoProvider, error: unknown) {
    this.logger.error({ provider, err: describeError(error) }, 'single sign-on failed unexpectedly');
  }
}
