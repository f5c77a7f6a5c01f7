import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { ShiftSegmentView } from '@lantern/shared/contracts/schedules';
import type { TransferCandidate, TransferRequestView } from '@lantern/shared/contracts/transfers';
import { TRANSFER_REQUEST_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import {
  canOfferSegment,
  type ShiftTransferOutcome,
  transferCandidateOutcome,
  transferValidateOutcome,
} from '@lantern/shared/domain/shifts/shift-transfers';
import type { ServerEventPayload } from '@lantern/shared/realtime/events';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Notice } from './notice.js';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import type { RootStore } from './root-store.js';
import { localeFormat } from '@lantern/shared/i18n/format/locale-format';

/** Why the last offer or cancel did not go through: the server said no (409), or it failed. */
export type TransferNoticeKind = 'offerRefused' | 'offerFailed' | 'cancelRefused' | 'cancelFailed';

export interface TransferNotice {
  kind: TransferNoticeKind;
  /** Shown beside this segment, where the tutor pressed the button. */
  segmentId: number;
}

/** Taking an offered segment: the candidate lookup runs, its answer waits for a yes, then the take runs. */
export interface TransferPick {
  segmentId: number;
  step: 'checking' | 'confirm' | 'taking';
  /** The segment's times from the lookup; null until it answers. */
  candidate: TransferCandidate | null;
}

const NOTIFIED_KEY = 'lantern.console.notifiedTransfers';
/** The notification opens the dashboard, where the shift list and the offer's outcome are. */
const TRANSFER_SCREEN = '/tutor';

export type FormatTime = (unixSeconds: number) => string;

/** The OS notification telling the offering tutor that someone took their segment. */
export function pickedUpNotification(transfer: TransferRequestView, formatTime: FormatTime): Notice {
  return {
    key: 'segmentPickedUp',
    params: {
      from: formatTime(transfer.start_time),
      to: formatTime(transfer.end_time),
    },
    segmentTypes: { type: transfer.type.name },
    tag: `transfer-${transfer.id}-picked`,
    path: TRANSFER_SCREEN,
  };
}

function reasonOf(error: ApiError): string | null {
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? reason : null;
}
const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/**
 * Shift transfers for the signed-in tutor: the pending offers (theirs, to cancel; other tutors', to
 * take), kept current by `schedules.transfer.updated`, and the offering tutor told, through the
 * desktop bridge, when someone takes one of theirs.
 */
export class TransfersStore {
  /** Pending offers by request id. */
  readonly offers = new Map<number, TransferRequestView>();
  /** Offers of this tutor that someone took since the console opened, newest first. */
  pickedUp: TransferRequestView[] = [];
  /** The segment whose offer or cancel is being sent; its buttons wait. */
  busySegment: number | null = null;
  notice: TransferNotice | null = null;
  pick: TransferPick | null = null;
  private readonly running = new Map<string, Promise<ShiftTransferOutcome>>();
  /** Read again after a refusal or a take; the offers shown stay meanwhile, and when that fails. */
  private readonly loader: OnceLoader<TransferRequestView[]>;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.loader = new OnceLoader(
      async () => (await this.api.call('transferOffers')).data,
      (offers) => {
        this.offers.clear();
        for (const offer of offers) this.offers.set(offer.id, offer);
      },
      { quiet: true },
    );
    makeAutoObservable<TransfersStore, 'api' | 'running' | 'loader'>(this, {
      root: false,
      api: false,
      running: false,
      loader: false,
    });
  }

  get state(): LoadStatus {
    return this.loader.status;
  }

  /** Follows the transfer events for as long as the console runs; returns the stop. */
  start(): () => void {
    return this.root.connection.on('schedules.transfer.updated', (update) => this.apply(update));
  }

  private get me(): number | null {
    return this.root.user.current?.id ?? null;
  }

  private get now(): number {
    return this.root.shifts.now;
  }

  /** This tutor's pending offers. */
  get mine(): TransferRequestView[] {
    return this.sorted().filter((offer) => offer.requested_by.id === this.me);
  }

  /** Other tutors' pending offers that have not started, soonest first. */
  get open(): TransferRequestView[] {
    return this.sorted().filter((offer) => offer.requested_by.id !== this.me && offer.start_time > this.now);
  }

  noticeFor(segmentId: number): TransferNoticeKind | null {
    return this.notice?.segmentId === segmentId ? this.notice.kind : null;
  }

  offerFor(segmentId: number): TransferRequestView | null {
    return this.mine.find((offer) => offer.segment_id === segmentId) ?? null;
  }

  /** The server's rule, once the offers are known: an upcoming work segment of theirs, not offered yet. */
  canOffer(segment: Pick<ShiftSegmentView, 'id' | 'user_id' | 'start_time' | 'type'>): boolean {
    if (this.state !== 'loaded' || segment.user_id !== this.me) return false;
    return canOfferSegment(
      {
        start_time: segment.start_time,
        type_id: segment.type.id,
        transfer_pending: this.offerFor(segment.id) !== null,
      },
      this.now,
    );
  }

  load(): Promise<void> {
    return this.loader.load(true);
  }

  async offer(segmentId: number): Promise<boolean> {
    if (this.busySegment !== null) return false;
    this.busySegment = segmentId;
    this.notice = null;
    try {
      const offer = await this.api.call('offerSegmentTransfer', { params: { id: segmentId } });
      runInAction(() => this.offers.set(offer.id, offer));
      return true;
    } catch (error) {
      runInAction(() => {
        this.notice = { kind: statusOf(error) === 409 ? 'offerRefused' : 'offerFailed', segmentId };
      });
      return false;
    } finally {
      runInAction(() => (this.busySegment = null));
    }
  }

  /** Withdraws a pending offer. A 409 means it was picked or cancelled meanwhile: the list is reloaded. */
  async cancel(offer: TransferRequestView): Promise<void> {
    if (this.busySegment !== null) return;
    this.busySegment = offer.segment_id;
    this.notice = null;
    try {
      await this.api.call('cancelTransfer', { params: { id: offer.id } });
      runInAction(() => this.offers.delete(offer.id));
    } catch (error) {
      const refused = statusOf(error) === 409;
      runInAction(() => {
        this.notice = { kind: refused ? 'cancelRefused' : 'cancelFailed', segmentId: offer.segment_id };
      });
      if (refused) await Promise.all([this.load(), this.root.shifts.load()]);
    } finally {
      runInAction(() => (this.busySegment = null));
    }
  }

  /**
   * The candidate lookup: 'success' leaves the pick waiting for the tutor's yes; any other outcome
   * ends it. The same lookup asked twice at once (a route effect run again) is sent once.
   */
  lookUp(segmentId: number): Promise<ShiftTransferOutcome> {
    return this.once(`candidate-${segmentId}`, async () => {
      this.pick = { segmentId, step: 'checking', candidate: null };
      try {
        const candidate = await this.api.call('transferCandidate', { body: { shift_segment_id: segmentId } });
        runInAction(() => {
          if (this.pick?.segmentId === segmentId) this.pick = { segmentId, step: 'confirm', candidate };
        });
        return 'success';
      } catch (error) {
        runInAction(() => this.endPick(segmentId));
        return error instanceof ApiError
          ? transferCandidateOutcome(error.status, reasonOf(error))
          : 'unexpected';
      }
    });
  }

  /** Takes the offered segment; on success it is a shift of this tutor's, so the shifts reload. */
  take(segmentId: number): Promise<ShiftTransferOutcome> {
    return this.once(`validate-${segmentId}`, async () => {
      this.pick = { segmentId, step: 'taking', candidate: this.pick?.candidate ?? null };
      try {
        await this.api.call('validateTransfer', { params: { id: segmentId } });
        runInAction(() => this.forgetSegment(segmentId));
        void this.root.shifts.load();
        return 'success';
      } catch (error) {
        void this.load();
        return transferValidateOutcome(statusOf(error));
      } finally {
        runInAction(() => this.endPick(segmentId));
      }
    });
  }

  /** The tutor said no to the segment the lookup found. */
  dismissPick(): void {
    this.pick = null;
  }

  dismissNotice(): void {
    this.notice = null;
  }

  dismissPickedUp(id: number): void {
    this.pickedUp = this.pickedUp.filter((offer) => offer.id !== id);
  }

  clear(): void {
    this.loader.reset();
    this.offers.clear();
    this.pickedUp = [];
    this.busySegment = null;
    this.notice = null;
    this.pick = null;
  }

  private apply({ transfer, cause }: ServerEventPayload<'schedules.transfer.updated'>): void {
    // Managers hear of every transfer; this store is the tutor's.
    if (this.root.user.role !== 'tutor') return;
    if (cause === 'offered' && transfer.state_id === TRANSFER_REQUEST_STATE_IDS.PENDING)
      this.offers.set(transfer.id, transfer);
    else this.offers.delete(transfer.id);
    if (cause !== 'picked') return;
    if (transfer.requested_by.id === this.me && transfer.transfered_to_user_id !== this.me) {
      this.pickedUp = [transfer, ...this.pickedUp.filter((offer) => offer.id !== transfer.id)];
      const { user } = this.root;
      this.notifyOnce(
        pickedUpNotification(transfer, localeFormat(user.language, user.current?.timezone).time),
      );
    }
    // The segment left the offering tutor's shift, or joined the taker's.
    if (transfer.requested_by.id === this.me || transfer.transfered_to_user_id === this.me)
      void this.root.shifts.load();
  }

  private sorted(): TransferRequestView[] {
    return [...this.offers.values()].sort((a, b) => a.start_time - b.start_time || a.id - b.id);
  }

  private forgetSegment(segmentId: number): void {
    for (const offer of this.offers.values())
      if (offer.segment_id === segmentId) this.offers.delete(offer.id);
  }

  private endPick(segmentId: number): void {
    if (this.pick?.segmentId === segmentId) this.pick = null;
  }

  private once(key: string, run: () => Promise<ShiftTransferOutcome>): Promise<ShiftTransferOutcome> {
    const already = this.running.get(key);
    if (already) return already;
    const promise = run().finally(() => this.running.delete(key));
    this.running.set(key, promise);
    return promise;
  }

  private notifyOnce(notification: Notice): void {
    const storage = this.root.env.sessionStorage;
    const key = notification.tag;
    const sent = (storage.getItem(NOTIFIED_KEY) ?? '').split(' ').filter(Boolean);
    if (sent.includes(key)) return;
    // Remembered for the browser tab: the event may reach this tutor twice (their room and the tutors').
    storage.setItem(NOTIFIED_KEY, [...sent.slice(-19), key].join(' '));
    this.root.desktop.notify(notification);
  }
}
