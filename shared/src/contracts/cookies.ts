/** Cookie names shared by the API and the apps (no schemas here: the sign-in page imports this). */
export const REFRESH_COOKIE = 'lantern_refresh';
export const IMPERSONATING_COOKIE = 'lantern_impersonating';
export const LANGUAGE_COOKIE = 'lantern_lang';
