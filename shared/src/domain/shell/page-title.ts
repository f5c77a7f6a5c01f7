export const PAGE_TITLE_TEMPLATE = '%s | Lantern';
export const DEFAULT_PAGE_TITLE = 'Home';

/** The document title; a page without its own title is the product's home. */
export function pageTitle(title?: string | null): string {
  const text = title?.trim() || DEFAULT_PAGE_TITLE;
  // A replacer function, so a `$&` inside a title is not read as a replacement pattern.
  return PAGE_TITLE_TEMPLATE.replace('%s', () => text);
}
