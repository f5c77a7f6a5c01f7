import { Injectable } from '@nestjs/common';

export interface ShiftStateChanged {
  shiftId: number;
  userId: number;
  stateId: number;
}

/**
 * Tells other modules in this process that a shift's state changed (after it is committed), so
 * live help can offer a tutor who just started work a waiting session without depending on the
 * schedules module's internals. Other instances catch up through their own sweep.
 */
@Injectable()
export class ShiftStateSignal {
  private readonly listeners: ((change: ShiftStateChanged) => void)[] = [];

  onChange(listener: (change: ShiftStateChanged) => void): void {
    this.listeners.push(listener);
  }

  notify(change: ShiftStateChanged): void {
    for (const listener of this.listeners) listener(change);
  }
}
