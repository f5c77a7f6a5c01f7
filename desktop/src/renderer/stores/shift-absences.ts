import type { PresenceChanged, ShiftAbsence } from '@lantern/shared/contracts/presence';
import { makeAutoObservable, observable } from 'mobx';

const keyOf = (absence: Pick<ShiftAbsence, 'shift_id' | 'start_time'>) =>
  `${absence.shift_id}:${absence.start_time}`;

/**
 * The times tutors were away from their consoles during the shifts the schedule shows: loaded with
 * the window, then each absence as the server's `presence.tutor.changed` carries it (opened, or
 * closed with its end), for the shifts on screen.
 */
export class ShiftAbsences {
  private readonly byKey = observable.map<string, ShiftAbsence>();

  constructor() {
    makeAutoObservable(this);
  }

  /** A shift's absences, the earliest first. */
  of(shiftId: number): ShiftAbsence[] {
    return [...this.byKey.values()]
      .filter((absence) => absence.shift_id === shiftId)
      .sort((a, b) => a.start_time - b.start_time);
  }

  replace(absences: readonly ShiftAbsence[]): void {
    this.byKey.replace(absences.map((absence) => [keyOf(absence), absence]));
  }

  /** An absence as it now stands, kept when its shift is one of `shown`. */
  follow({ absence }: PresenceChanged, shown: (shiftId: number) => boolean): void {
    if (absence && shown(absence.shift_id)) this.byKey.set(keyOf(absence), absence);
  }

  clear(): void {
    this.byKey.clear();
  }
}
