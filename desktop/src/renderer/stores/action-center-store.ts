import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import {
  ACTION_ITEM_TYPE_IDS,
  type ActionItemTypeId,
  type ActionItemView,
  type ResolvingActionTypeId,
  SELF_HARM_TAG,
} from '@lantern/shared/contracts/action-items';
import { ErrorCode } from '@lantern/shared/contracts/error-codes';
import { isManagerRole } from '@lantern/shared/domain/roles/manager-roles';
import type { LiveSnapshot } from '@lantern/shared/state/live-snapshot';
import { makeAutoObservable, runInAction } from 'mobx';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import type { RootStore } from './root-store.js';
import { classroomCenterPath } from './safety-store.js';
import { coverageCount, serviceCoverage } from './service-snapshots.js';

/** The tabs that list action items; Coverage lists live problems instead (a LiveSnapshot). */
export type ActionItemTab = 'classroom' | 'essay-review';
const ACTION_ITEM_TABS: readonly ActionItemTab[] = ['classroom', 'essay-review'];
export type ActionCenterTab = ActionItemTab | 'coverage';
/** In the spec's order. */
export const ACTION_CENTER_TABS: readonly ActionCenterTab[] = ['classroom', 'coverage', 'essay-review'];

/** Which item types each tab lists: classroom behaviour, and the two essay kinds. */
const TAB_TYPES: Readonly<Record<ActionItemTab, readonly ActionItemTypeId[]>> = {
  classroom: [ACTION_ITEM_TYPE_IDS.inappropriateClassroomBehaviour],
  'essay-review': [ACTION_ITEM_TYPE_IDS.longEssayReview, ACTION_ITEM_TYPE_IDS.inappropriateEssayBehaviour],
};

const tabOf = (item: ActionItemView): ActionItemTab =>
  TAB_TYPES.classroom.includes(item.type_id) ? 'classroom' : 'essay-review';

const isSelfHarm = (item: ActionItemView) => item.tags.includes(SELF_HARM_TAG);

/** Why the last pick-up or action did not go through. */
export type ActionNotice =
  { kind: 'heldByOther'; holder: string | null } | { kind: 'alreadyResolved' } | { kind: 'failed' };

function noticeFor(error: unknown): ActionNotice {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.code === ErrorCode.actionItemResolved) return { kind: 'alreadyResolved' };
  if (error.code === ErrorCode.actionItemHeldByOther) return { kind: 'heldByOther', holder: null };
  return { kind: 'failed' };
}

const newestFirst = (a: ActionItemView, b: ActionItemView) => b.created_at - a.created_at || b.id - a.id;

/**
 * The platform managers' action center: open items per tab, kept current by the socket (a new
 * item appears, a picked-up one shows who has it, a resolved one leaves every manager's list at
 * once), and the pick-up and resolve actions; beside them, the Coverage tab's live problems. While a
 * manager is signed in, a new self-harm item raises an OS notification and a sound wherever they
 * are in the console.
 */
export class ActionCenterStore {
  private readonly items = new Map<ActionItemTab, ActionItemView[]>();
  /** Each tab read again when the center opens; what it shows stays meanwhile, and when a reading fails. */
  private readonly loaders: Readonly<Record<ActionItemTab, OnceLoader<ActionItemView[]>>>;
  /** The Coverage tab's late tutors and long waits. */
  readonly coverage: LiveSnapshot<'service.coverage.updated'>;
  /** The spec's self-harm-only filter of the classroom tab. */
  selfHarmOnly = false;
  /** The item whose pick-up or action is being sent; its buttons wait. */
  busy: number | null = null;
  notice: ActionNotice | null = null;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.coverage = serviceCoverage(root, api);
    const itemsOf = (tab: ActionItemTab) =>
      new OnceLoader(
        async () => {
          const pages = await Promise.all(
            TAB_TYPES[tab].map((typeId) =>
              this.api.call('platformManagerActionItems', { query: { type_id: typeId } }),
            ),
          );
          return pages.flatMap((page) => page.data).sort(newestFirst);
        },
        (items) => {
          this.items.set(tab, items);
        },
        { quiet: true },
      );
    this.loaders = { classroom: itemsOf('classroom'), 'essay-review': itemsOf('essay-review') };
    makeAutoObservable<ActionCenterStore, 'api' | 'loaders'>(this, {
      root: false,
      api: false,
      coverage: false,
      loaders: false,
    });
  }

  /** Follows new items for the self-harm alert while a manager is signed in; returns the stop. */
  start(): () => void {
    return this.root.connection.on('action-center.item.created', ({ item }) => {
      if (!this.isManager) return;
      this.add(item);
      if (isSelfHarm(item)) this.alert(item);
    });
  }

  /** Loads every tab and follows pick-ups and resolutions; returns the stop, for the screen's leaving. */
  open(): () => void {
    for (const tab of ACTION_ITEM_TABS) void this.load(tab);
    const stopCoverage = this.coverage.open();
    const stopItems = this.root.connection.on('action-center.item.updated', ({ item }) => this.replace(item));
    return () => {
      stopCoverage();
      stopItems();
    };
  }

  clear(): void {
    this.coverage.clear();
    this.items.clear();
    for (const tab of ACTION_ITEM_TABS) this.loaders[tab].reset();
    this.notice = null;
    this.busy = null;
  }

  state(tab: ActionCenterTab): LoadStatus {
    if (tab === 'coverage') return this.coverage.state;
    return this.loaders[tab].status;
  }

  /** What the tab lists now: its items, or the coverage problems. */
  count(tab: ActionCenterTab): number {
    return tab === 'coverage' ? coverageCount(this.coverage.value) : this.list(tab).length;
  }

  /** The tab's open items, newest first, narrowed to self-harm items when the filter is on. */
  list(tab: ActionItemTab): ActionItemView[] {
    const all = this.items.get(tab) ?? [];
    return tab === 'classroom' && this.selfHarmOnly ? all.filter(isSelfHarm) : all;
  }

  setSelfHarmOnly(on: boolean): void {
    this.selfHarmOnly = on;
  }

  load(tab: ActionItemTab): Promise<void> {
    return this.loaders[tab].load(true);
  }

  pickUp(item: ActionItemView): Promise<void> {
    return this.send(item, { action: 'pick_up' });
  }

  resolve(item: ActionItemView, actionTypeId: ResolvingActionTypeId): Promise<void> {
    return this.send(item, { action: 'resolve', action_type_id: actionTypeId });
  }

  dismissNotice(): void {
    this.notice = null;
  }

  private async send(
    item: ActionItemView,
    body: { action: 'pick_up' } | { action: 'resolve'; action_type_id: ResolvingActionTypeId },
  ): Promise<void> {
    if (this.busy !== null) return;
    this.busy = item.id;
    this.notice = null;
    try {
      const updated = await this.api.call('updatePlatformManagerActionItem', {
        params: { id: item.id },
        body,
      });
      this.replace(updated);
    } catch (error) {
      const notice = noticeFor(error);
      // Someone else acted first: the list is reloaded to show what they did, and who they are.
      if (notice.kind !== 'failed') await this.load(tabOf(item));
      runInAction(() => {
        this.notice =
          notice.kind === 'heldByOther' ? { kind: 'heldByOther', holder: this.holderOf(item.id) } : notice;
      });
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }

  private holderOf(id: number): string | null {
    for (const list of this.items.values()) {
      const holder = list.find((item) => item.id === id)?.pickedUpUser;
      if (holder) return `${holder.first_name} ${holder.last_name}`;
    }
    return null;
  }

  private get isManager(): boolean {
    const role = this.root.user.role;
    return role !== null && isManagerRole(role);
  }

  private add(item: ActionItemView): void {
    const tab = tabOf(item);
    if (this.state(tab) !== 'loaded') return;
    const list = this.items.get(tab) ?? [];
    if (list.some((known) => known.id === item.id)) return;
    this.items.set(tab, [item, ...list].sort(newestFirst));
  }

  /** A resolved item leaves the list; any other change replaces the item in place. */
  private replace(item: ActionItemView): void {
    const tab = tabOf(item);
    const list = this.items.get(tab);
    if (!list) return;
    this.items.set(
      tab,
      item.resolved_at === null
        ? list.map((known) => (known.id === item.id ? item : known))
        : list.filter((known) => known.id !== item.id),
    );
  }

  private alert(item: ActionItemView): void {
    const content = item.content;
    if (content.actionable_item_type === 'essay_review') return;
    const drill = content.actionable_item_type === 'safety_drill';
    this.root.desktop.notify({
      key: 'selfHarmItem',
      params: {
        name: drill ? content.data.school_name : content.data.message_sender_user_first_name,
      },
      ...(drill ? { context: 'drill' } : {}),
      tag: `action-item-${item.id}`,
      path: classroomCenterPath(this.root.user.role),
    });
    this.root.desktop.chime('alert');
  }
}
