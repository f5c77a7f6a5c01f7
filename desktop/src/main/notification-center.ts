import type { NotifyRequest } from '../common/desktop-api.js';

/** One OS notification, as main's Electron glue wraps it. */
export interface OsNotification {
  show(): void;
  close(): void;
  onClick(listener: () => void): void;
  onClose(listener: () => void): void;
}

export type CreateOsNotification = (content: { title: string; body: string }) => OsNotification;

/**
 * Shows the console's notifications. A notification with a tag replaces the one shown before with
 * that tag (a "shift ends in 5 min" replaces "in 10 min"), and every notification stays referenced
 * until it closes, because Electron drops the click handler of one that is garbage-collected.
 */
export class NotificationCenter {
  private readonly shown = new Set<OsNotification>();
  private readonly byTag = new Map<string, OsNotification>();

  constructor(
    private readonly create: CreateOsNotification,
    /** A click: the console comes forward, on the notification's screen when it names one. */
    private readonly onActivate: (path: string | undefined) => void,
  ) {}

  notify({ title, body, tag, path }: NotifyRequest): void {
    if (tag !== undefined) this.byTag.get(tag)?.close();
    const notification = this.create({ title, body });
    this.shown.add(notification);
    if (tag !== undefined) this.byTag.set(tag, notification);
    notification.onClick(() => {
      this.forget(notification, tag);
      this.onActivate(path);
    });
    notification.onClose(() => this.forget(notification, tag));
    notification.show();
  }

  /** How many notifications are still referenced; they are released once closed or clicked. */
  get openCount(): number {
    return this.shown.size;
  }

  private forget(notification: OsNotification, tag: string | undefined): void {
    this.shown.delete(notification);
    if (tag !== undefined && this.byTag.get(tag) === notification) this.byTag.delete(tag);
  }
}
