import type { TutorAway } from '@lantern/shared/contracts/presence';
import type { PresenceChangeKind } from '@lantern/shared/domain/presence/presence-change';
import { Injectable } from '@nestjs/common';

export interface PresenceChanged {
  userId: number;
  kind: Exclude<PresenceChangeKind, 'unchanged'>;
  away: TutorAway | null;
  /** Unix seconds: when the server recorded the change. */
  at: number;
}

/**
 * Tells other modules in this process that a tutor went away or came back (after it is committed),
 * so live help can move their waiting students on and match again without depending on this
 * module's internals. Other instances catch up through their own minute's sweep.
 */
@Injectable()
export class PresenceSignal {
  private readonly listeners: ((change: PresenceChanged) => void)[] = [];

  onChange(listener: (change: PresenceChanged) => void): void {
    this.listeners.push(listener);
  }

  notify(change: PresenceChanged): void {
    for (const listener of this.listeners) listener(change);
  }
}
