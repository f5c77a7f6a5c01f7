import type { PresenceReport, TutorAway } from '@lantern/shared/contracts/presence';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DesktopBridge } from '../../common/desktop-api.js';
import type { RootStore } from './root-store.js';

/**
 * Whether the tutor is at their console, told to the server: each change the bridge hears (the
 * desktop app's power monitor, or the page's input in a browser), and the presence now whenever a
 * socket connects, since a new socket is a console the server knows nothing of. `away` is what the
 * server holds from all the tutor's consoles, from its answers and its events.
 */
export class PresenceStore {
  away: TutorAway | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly bridge: DesktopBridge,
  ) {
    makeAutoObservable<PresenceStore, 'root' | 'bridge'>(
      this,
      { root: false, bridge: false },
      { autoBind: true },
    );
  }

  private get isTutor(): boolean {
    return this.root.user.role === 'tutor';
  }

  /** Follows the bridge and the socket; returns the stop. */
  start(): () => void {
    const stops = [
      this.bridge.onPresenceChange((report) => void this.report(report)),
      this.root.connection.on('system.connection.established', () => void this.reportNow()),
      this.root.connection.on('presence.tutor.changed', ({ user_id, away }) => {
        if (this.isTutor && user_id === this.root.user.current?.id) this.away = away;
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /** Forgets the last person's presence. */
  clear(): void {
    this.away = null;
  }

  private async reportNow(): Promise<void> {
    if (!this.isTutor) return;
    await this.report(await this.bridge.currentPresence());
  }

  /** Unanswered (offline), it is sent again with the presence then current when the socket is back. */
  private async report(report: PresenceReport): Promise<void> {
    if (!this.isTutor) return;
    const answer = await this.root.connection.command('presence.state.report', report);
    if (answer.ok)
      runInAction(() => {
        this.away = answer.data.away;
      });
  }
}
