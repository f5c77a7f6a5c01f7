import { type StateRootDeps, SharedRootStore } from '@lantern/shared/state/root-store';
import { HomeStore } from './home-store.js';
import { RedirectStore } from './redirect-store.js';
import { UiStore } from './ui-store.js';

/** The shared stores (session, user, flags, connection) plus the web app's own. */
export class RootStore extends SharedRootStore {
  readonly home: HomeStore;
  readonly ui: UiStore;
  readonly redirect: RedirectStore;

  constructor(deps: StateRootDeps) {
    super(deps);
    this.ui = new UiStore();
    this.home = new HomeStore(this, this.api);
    this.redirect = new RedirectStore(this);
    this.connection.on('auth.session.revoked', () => this.ui.navigate('/login'));
  }

  /** Home data belongs to one identity and role: a new one (or none) drops it. */
  protected override followIdentity(identity: string | null): void {
    super.followIdentity(identity);
    this.home.clear();
  }

  /** The spec sends the browser to the 429 page. */
  protected override rateLimited(): void {
    super.rateLimited();
    this.ui.rateLimited();
  }
}
