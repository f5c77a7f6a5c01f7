import { IMPERSONATING_COOKIE, REFRESH_COOKIE } from '@lantern/shared/contracts/auth';
import type { Response } from 'express';
import type { AppConfig } from '../../platform/config/config.js';

/** The refresh token travels only as an httpOnly cookie scoped to the API. */
export function setRefreshCookie(response: Response, config: AppConfig, token: string) {
  response.cookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: '/api',
    maxAge: config.refreshTokenTtl * 1000,
  });
}

/** Readable by the apps so they can show the "viewing as" bar before any request. */
export function setImpersonatingCookie(response: Response, config: AppConfig, on: boolean) {
  if (on)
    response.cookie(IMPERSONATING_COOKIE, '1', {
      sameSite: 'strict',
      secure: config.cookieSecure,
      path: '/',
    });
  else response.clearCookie(IMPERSONATING_COOKIE, { path: '/' });
}

export function clearAuthCookies(response: Response, config: AppConfig) {
  response.clearCookie(REFRESH_COOKIE, {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
  });
  setImpersonatingCookie(response, config, false);
}
