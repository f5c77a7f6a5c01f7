import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { ActionItemView } from '@lantern/shared/contracts/action-items';
import type {
  SafetyDrillRequest,
  SafetyDrillSchools,
  SafetyEscalation,
} from '@lantern/shared/contracts/safety-escalations';
import { isManagerRole } from '@lantern/shared/domain/roles/manager-roles';
import { OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

export type DrillProblem = 'noContacts' | 'failed';

/** The console path of the classroom action center for the signed-in manager's role. */
export const classroomCenterPath = (role: string | null) =>
  `/${role === 'superuser' ? 'superuser' : 'tutor-manager'}/services/action-center/classroom`;

/**
 * Safety escalations as the managers see them: each self-harm item's trail (read when its card
 * shows, kept current by `action-center.escalation.updated`), the OS notification and alarm when
 * an item escalates wherever the manager is in the console, and sending a drill.
 */
export class SafetyStore {
  private readonly trails = new Map<number, SafetyEscalation>();
  /** The schools a drill may go to (those with safety contacts). */
  readonly schools: OnceLoader<SafetyDrillSchools>;
  schoolList: SafetyDrillSchools = [];
  sending = false;
  drillProblem: DrillProblem | null = null;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.schools = new OnceLoader(
      () => this.api.call('safetyDrillSchools'),
      (schools) => {
        this.schoolList = schools;
      },
    );
    makeAutoObservable<SafetyStore, 'api'>(this, { root: false, api: false, schools: false });
  }

  /** While a manager is signed in: follows escalations, and alarms on each; returns the stop. */
  start(): () => void {
    return this.root.connection.on('action-center.escalation.updated', ({ escalation, cause }) => {
      const role = this.root.user.role;
      if (role === null || !isManagerRole(role)) return;
      this.trails.set(escalation.action_item_id, escalation);
      if (cause !== 'escalated') return;
      this.root.desktop.notify({
        key: 'safetyEscalated',
        params: { school: escalation.school?.name ?? '—' },
        ...(escalation.drill ? { context: 'drill' } : {}),
        tag: `safety-escalation-${escalation.action_item_id}`,
        path: classroomCenterPath(role),
      });
      this.root.desktop.chime('alert');
    });
  }

  clear(): void {
    this.trails.clear();
    this.schools.reset();
    this.schoolList = [];
    this.sending = false;
    this.drillProblem = null;
  }

  trail(itemId: number): SafetyEscalation | undefined {
    return this.trails.get(itemId);
  }

  /** Reads the item's trail again (a pick-up may have acknowledged it); what was shown stays on failure. */
  async loadTrail(item: ActionItemView): Promise<void> {
    try {
      const trail = await this.api.call('safetyEscalation', { params: { id: item.id } });
      runInAction(() => this.trails.set(item.id, trail));
    } catch {
      // An item raised before escalations existed has none; the card then shows no trail.
    }
  }

  /** Sends a drill; true when it went. Its item and escalation reach every console by the socket. */
  async sendDrill(request: SafetyDrillRequest): Promise<boolean> {
    if (this.sending) return false;
    this.sending = true;
    this.drillProblem = null;
    try {
      const sent = await this.api.call('sendSafetyDrill', { body: request });
      runInAction(() => this.trails.set(sent.item.id, sent.escalation));
      return true;
    } catch (error) {
      runInAction(() => {
        this.drillProblem = error instanceof ApiError && error.status === 422 ? 'noContacts' : 'failed';
      });
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }
}
