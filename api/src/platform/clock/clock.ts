/** The server's clock, injected so rules and tests can control time. Unix seconds, as in the API. */
export abstract class Clock {
  abstract nowMs(): number;
  now(): number {
    return Math.floor(this.nowMs() / 1000);
  }
  date(): Date {
    return new Date(this.nowMs());
  }
}

export class SystemClock extends Clock {
  nowMs(): number {
    return Date.now();
  }
}

/** A clock tests can move. */
export class ManualClock extends Clock {
  constructor(private current = Date.now()) {
    super();
  }
  nowMs(): number {
    return this.current;
  }
  advanceSeconds(seconds: number): void {
    this.current += seconds * 1000;
  }
}
