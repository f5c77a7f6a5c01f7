import './tokens.css';
import './base.css';

export type ThemePreference = 'light' | 'dark' | 'system';
export type Density = 'comfortable' | 'compact';

/**
 * Loads the shared tokens and base styles (importing this module is enough) and applies an
 * explicit scheme or density; 'system' follows the operating system's light/dark setting.
 */
export function applyTheme(preference: ThemePreference, density: Density = 'comfortable'): void {
  const root = document.documentElement;
  if (preference === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', preference);
  if (density === 'compact') root.setAttribute('data-density', 'compact');
  else root.removeAttribute('data-density');
}
