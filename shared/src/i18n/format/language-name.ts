const names = new Map<string, Intl.DisplayNames>();

/**
 * A language code ("fr", "pt-BR") as its name in `inLocale` ("French", "français"), capitalised as
 * a name standing alone in a list or a menu; a code `Intl` cannot read is shown as it came.
 * Kept apart from the rest of the formats: the sign-in page names its languages with it.
 */
export function languageName(code: string, inLocale: string): string {
  let display = names.get(inLocale);
  if (!display) {
    display = new Intl.DisplayNames(inLocale, { type: 'language', fallback: 'code' });
    names.set(inLocale, display);
  }
  try {
    const name = display.of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(inLocale) + name.slice(1);
  } catch {
    return code;
  }
}
