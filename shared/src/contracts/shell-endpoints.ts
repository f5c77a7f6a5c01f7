import type { RoleName } from './roles.js';

/** What a client needs to call an endpoint; its summary and schemas are added in routes.ts. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** `public` routes need no token; otherwise the roles that may call it (`any` = any signed-in role). */
  auth: 'public' | 'any' | readonly RoleName[];
}

/** API base path: the spec's paths are relative to the main API host, mounted here beside the apps. */
export const API_PREFIX = '/api';

/**
 * The endpoints the sign-in page and the signed-in shell call, which the HTTP client carries from
 * the start. Every endpoint adds to the sign-in page's weight, so the others (endpoints.ts) are
 * loaded with the first call that needs one.
 */
export const shellEndpoints = {
  health: { method: 'GET', path: '/health', auth: 'public' },
  login: { method: 'POST', path: '/login', auth: 'public' },
  refreshToken: { method: 'GET', path: '/refresh-token', auth: 'public' },
  logout: { method: 'GET', path: '/logout', auth: 'public' },
  me: { method: 'GET', path: '/me', auth: 'any' },
  meHome: { method: 'GET', path: '/me/home', auth: 'any' },
  switchRole: { method: 'POST', path: '/me/current-role', auth: 'any' },
  setLanguage: { method: 'POST', path: '/me/preferred-language', auth: 'any' },
  // Spec: users v1 preferences; each person reads and saves only their own.
  userPreferences: { method: 'GET', path: '/users/v1/:id/preferences', auth: 'any' },
  setUserPreferences: { method: 'POST', path: '/users/v1/:id/preferences', auth: 'any' },
  acceptAgreement: { method: 'POST', path: '/me/accepted-agreement', auth: 'any' },
  impersonate: { method: 'POST', path: '/impersonate', auth: 'any' },
  stopImpersonation: { method: 'GET', path: '/stop-impersonation', auth: 'any' },
  languages: { method: 'GET', path: '/languages', auth: 'public' },
  subjects: { method: 'GET', path: '/subjects', auth: 'any' },
  featureFlags: { method: 'GET', path: '/feature-flags', auth: 'public' },
  ssoProviders: { method: 'GET', path: '/auth/sso/providers', auth: 'public' },
} as const satisfies Record<string, Endpoint>;
