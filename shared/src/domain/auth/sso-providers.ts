/** The identity providers schools sign their people in with (the spec's "school single sign-on"). */
export const SSO_PROVIDERS = ['google', 'clever', 'classlink', 'auth0'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

export function isSsoProvider(value: unknown): value is SsoProvider {
  return typeof value === 'string' && (SSO_PROVIDERS as readonly string[]).includes(value);
}

/** Where the browser goes to sign in with a provider: a plain link, the API does the rest. */
export function ssoStartPath(provider: SsoProvider): string {
  return `/api/auth/sso/${provider}/start`;
}

/**
 * The spec's pages that start a provider's sign-in: the ones schools put in the provider's portal
 * (Clever's instant login, ClassLink's launchpad, Google's) and the sign-in page's own.
 */
export const SSO_ENTRY_PATHS: Readonly<Record<string, SsoProvider>> = {
  '/login/google': 'google',
  '/google/instant-login': 'google',
  '/clever/instant-login': 'clever',
  '/classlink/launchpad-login': 'classlink',
  '/login/initiate-auth0': 'auth0',
};

/** Signs out of Lantern, then of Auth0 where it offers that. */
export const AUTH0_LOGOUT_PATH = '/auth0/logout';

/**
 * Links say `/login/student/riverside-unified/maplewood-high-school`: a school's or district's name
 * in lower case with every run of other characters as one dash.
 */
export function nameSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
