import { describe, expect, it } from 'vitest';
import { type CreateOsNotification, NotificationCenter } from './notification-center.js';

interface FakeNotification {
  title: string;
  body: string;
  visible: boolean;
  click(): void;
  dismiss(): void;
}

function fakeOs() {
  const notifications: FakeNotification[] = [];
  const create: CreateOsNotification = ({ title, body }) => {
    let clickListener = () => {};
    let closeListener = () => {};
    const fake: FakeNotification = {
      title,
      body,
      visible: false,
      click: () => clickListener(),
      dismiss: () => {
        fake.visible = false;
        closeListener();
      },
    };
    notifications.push(fake);
    return {
      show: () => {
        fake.visible = true;
      },
      close: () => fake.dismiss(),
      onClick: (listener) => {
        clickListener = listener;
      },
      onClose: (listener) => {
        closeListener = listener;
      },
    };
  };
  return { notifications, create, visible: () => notifications.filter((n) => n.visible).map((n) => n.body) };
}

describe('notification center', () => {
  it('shows each notification with its title and body', () => {
    const os = fakeOs();
    const center = new NotificationCenter(os.create, () => {});
    center.notify({ title: 'Break', body: 'Your rest break starts now' });
    expect(os.notifications).toMatchObject([
      { title: 'Break', body: 'Your rest break starts now', visible: true },
    ]);
  });

  it('replaces the notification shown before with the same tag', () => {
    const os = fakeOs();
    const center = new NotificationCenter(os.create, () => {});
    center.notify({ title: 'Shift', body: 'Ends in 10 min', tag: 'shift-ending' });
    center.notify({ title: 'Message', body: 'New message from Sam' });
    center.notify({ title: 'Shift', body: 'Ends in 5 min', tag: 'shift-ending' });
    expect(os.visible()).toEqual(['New message from Sam', 'Ends in 5 min']);
  });

  it('keeps notifications without a tag side by side', () => {
    const os = fakeOs();
    const center = new NotificationCenter(os.create, () => {});
    center.notify({ title: 'Message', body: 'one' });
    center.notify({ title: 'Message', body: 'two' });
    expect(os.visible()).toEqual(['one', 'two']);
  });

  it('brings the console forward when a notification is clicked', () => {
    const os = fakeOs();
    let activations = 0;
    const center = new NotificationCenter(os.create, () => {
      activations += 1;
    });
    center.notify({ title: 'Message', body: 'New message from Sam' });
    os.notifications[0]?.click();
    expect(activations).toBe(1);
  });

  it("opens the screen a clicked notification names, and only that notification's", () => {
    const os = fakeOs();
    const opened: (string | undefined)[] = [];
    const center = new NotificationCenter(os.create, (path) => opened.push(path));
    center.notify({ title: 'Break approved', body: 'Meal break at 12:30', path: '/tutor' });
    center.notify({ title: 'Message', body: 'New message from Sam' });
    os.notifications[1]?.click();
    os.notifications[0]?.click();
    expect(opened).toEqual([undefined, '/tutor']);
  });

  it('holds each notification until it is clicked or closed, then lets it go', () => {
    const os = fakeOs();
    const center = new NotificationCenter(os.create, () => {});
    center.notify({ title: 'a', body: 'a' });
    center.notify({ title: 'b', body: 'b', tag: 'b' });
    center.notify({ title: 'c', body: 'c' });
    expect(center.openCount).toBe(3);
    os.notifications[0]?.click();
    os.notifications[1]?.dismiss();
    expect(center.openCount).toBe(1);
  });

  it('does not forget a newer tagged notification when the replaced one reports its close', () => {
    const os = fakeOs();
    const center = new NotificationCenter(os.create, () => {});
    center.notify({ title: 'Shift', body: 'Ends in 10 min', tag: 'shift' });
    center.notify({ title: 'Shift', body: 'Ends in 5 min', tag: 'shift' });
    center.notify({ title: 'Shift', body: 'Ends now', tag: 'shift' });
    expect(os.visible()).toEqual(['Ends now']);
  });
});
