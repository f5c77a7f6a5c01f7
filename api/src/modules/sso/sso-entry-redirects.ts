import { AUTH0_LOGOUT_PATH, SSO_ENTRY_PATHS, ssoStartPath } from '@lantern/shared/domain/auth/sso-providers';
import type { NextFunction, Request, Response } from 'express';

/**
 * The spec's provider entry pages (`/clever/instant-login`, `/classlink/launchpad-login`,
 * `/login/google`, …) and `/auth0/logout` as redirects to the API's own single sign-on paths.
 * Schools paste these addresses into their provider's portal; answering them here keeps the
 * sign-in page's script (which has a byte budget) free of pages that only redirect.
 */
export function ssoEntryRedirects() {
  const targets = new Map<string, string>(
    Object.entries(SSO_ENTRY_PATHS).map(([path, provider]) => [path.toLowerCase(), ssoStartPath(provider)]),
  );
  targets.set(AUTH0_LOGOUT_PATH, '/api/auth/sso/auth0/logout');
  return (request: Request, response: Response, next: NextFunction) => {
    const target =
      request.method === 'GET' ? targets.get(request.path.toLowerCase().replace(/\/$/, '')) : undefined;
    if (!target) return next();
    response.setHeader('Cache-Control', 'no-store');
    response.redirect(302, target);
  };
}
