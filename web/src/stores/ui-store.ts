import { STUDENT_DASHBOARD_PATH } from '@lantern/shared/domain/roles/roles';
import { isPathUnder } from '@lantern/shared/domain/routing/path-match';
import { isEmbeddedFlagOn } from '@lantern/shared/domain/shell/embedded-flag';
import { makeAutoObservable } from 'mobx';

export const RATE_LIMITED_PATH = '/error/429';

/** Shell state that is not data: the sidebar, the embedded mode and the router's navigate. */
export class UiStore {
  sidebarOpen = false;
  embedded = false;
  private navigator: ((path: string) => void) | null = null;

  constructor() {
    makeAutoObservable<UiStore, 'navigator'>(this, { navigator: false }, { autoBind: true });
  }

  /** Each navigation resets the sidebar: open on the student dashboard, closed everywhere else. */
  routeChanged(path: string, search: string): void {
    this.sidebarOpen = isPathUnder(path, STUDENT_DASHBOARD_PATH);
    const embedded = new URLSearchParams(search).get('embedded');
    if (embedded !== null) this.embedded = isEmbeddedFlagOn(embedded);
  }

  toggleSidebar(): void {
    this.sidebarOpen = !this.sidebarOpen;
  }

  attachNavigator(navigate: (path: string) => void): void {
    this.navigator = navigate;
  }

  navigate(path: string): void {
    this.navigator?.(path);
  }

  /** The HTTP client saw a 429: the spec sends the browser to the error page. */
  rateLimited(): void {
    this.navigate(RATE_LIMITED_PATH);
  }
}
