/** Per-route shell options, read by the shell through `useMatches()`. */
export interface RouteHandle {
  /** The page runs without the footer (full-height screens such as onboarding). */
  noFooter?: boolean;
  /** The page runs without the navbar (onboarding hides it until done). */
  noNavbar?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
