import { z } from 'zod';
import {
  impersonateRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  sessionTokensSchema,
  switchRoleRequestSchema,
} from './auth.js';
import { languageSchema } from './catalog.js';
import { featureFlagSchema, featureFlagsResponseSchema, setFeatureFlagSchema } from './feature-flags.js';
import { healthSchema } from './health.js';
import { homeSchema } from './home.js';
import type { RoleName } from './roles.js';
import { currentUserSchema, updatePreferredLanguageSchema } from './users.js';

/**
 * Every HTTP endpoint, declared once. The API registers its handlers against these entries
 * (and a test fails if a handler is missing from this list); the OpenAPI document and the
 * typed client are generated from the same entries.
 */
export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  /** `public` routes need no token; otherwise the roles that may call it (`any` = any signed-in role). */
  auth: 'public' | 'any' | readonly RoleName[];
  body?: z.ZodType;
  response?: z.ZodType;
}

const ok = z.object({ ok: z.literal(true) });

export const routes = {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database check',
    auth: 'public',
    response: healthSchema,
  },
  login: {
    method: 'POST',
    path: '/login',
    summary: 'Sign in with username or email and password',
    auth: 'public',
    body: loginRequestSchema,
    response: loginResponseSchema,
  },
  refreshToken: {
    method: 'GET',
    path: '/refresh-token',
    summary: 'Rotate the refresh cookie and return a new access token',
    auth: 'public',
    response: sessionTokensSchema,
  },
  logout: {
    method: 'GET',
    path: '/logout',
    summary: 'Revoke this sign-in (the whole refresh family)',
    auth: 'public',
    response: ok,
  },
  me: {
    method: 'GET',
    path: '/me',
    summary: 'The signed-in user in their current role',
    auth: 'any',
    response: currentUserSchema,
  },
  meHome: {
    method: 'GET',
    path: '/me/home',
    summary: "The current role's home page data",
    auth: 'any',
    response: homeSchema,
  },
  switchRole: {
    method: 'POST',
    path: '/me/current-role',
    summary: 'Make a held role the current role',
    auth: 'any',
    body: switchRoleRequestSchema,
    response: loginResponseSchema,
  },
  setLanguage: {
    method: 'POST',
    path: '/me/preferred-language',
    summary: 'Save the preferred interface language',
    auth: 'any',
    body: updatePreferredLanguageSchema,
    response: currentUserSchema,
  },
  acceptAgreement: {
    method: 'POST',
    path: '/me/accepted-agreement',
    summary: 'Accept the code of conduct',
    auth: 'any',
    response: currentUserSchema,
  },
  impersonate: {
    method: 'POST',
    path: '/impersonate',
    summary: 'View as another held role (superusers may name a user)',
    auth: 'any',
    body: impersonateRequestSchema,
    response: loginResponseSchema,
  },
  stopImpersonation: {
    method: 'GET',
    path: '/stop-impersonation',
    summary: 'Return to the original identity and role',
    auth: 'any',
    response: loginResponseSchema,
  },
  languages: {
    method: 'GET',
    path: '/languages',
    summary: 'Public interface languages',
    auth: 'public',
    response: z.array(languageSchema),
  },
  featureFlags: {
    method: 'GET',
    path: '/feature-flags',
    summary: 'Feature flags and their state',
    auth: 'public',
    response: featureFlagsResponseSchema,
  },
  setFeatureFlag: {
    method: 'PUT',
    path: '/feature-flags/:key',
    summary: 'Switch a feature flag without a deploy',
    auth: ['superuser'],
    body: setFeatureFlagSchema,
    response: featureFlagSchema,
  },
} as const satisfies Record<string, RouteContract>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
/** API base path: the spec's paths are relative to the main API host, mounted here beside the apps. */
export const API_PREFIX = '/api';
