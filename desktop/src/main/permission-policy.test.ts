import { describe, expect, it } from 'vitest';
import { isPermissionGranted } from './permission-policy.js';

const appOrigin = 'http://localhost:3000';

describe('permission policy', () => {
  it('lets the console show notifications and write to the clipboard', () => {
    expect(isPermissionGranted('notifications', 'http://localhost:3000/console/', appOrigin)).toBe(true);
    expect(
      isPermissionGranted('clipboard-sanitized-write', 'http://localhost:3000/console/', appOrigin),
    ).toBe(true);
  });

  it('lets the console use the microphone for voice notes, and never the camera', () => {
    const page = 'http://localhost:3000/console/';
    expect(isPermissionGranted('media', page, appOrigin, ['audio'])).toBe(true);
    expect(isPermissionGranted('media', page, appOrigin, ['video'])).toBe(false);
    expect(isPermissionGranted('media', page, appOrigin, ['audio', 'video'])).toBe(false);
    expect(isPermissionGranted('media', 'https://evil.example/', appOrigin, ['audio'])).toBe(false);
  });

  it.each(['media', 'geolocation', 'openExternal', 'clipboard-read', 'display-capture', 'hid', 'usb'])(
    'refuses %s even to the console (media when it does not say it wants the microphone alone)',
    (permission) => {
      expect(isPermissionGranted(permission, 'http://localhost:3000/console/', appOrigin)).toBe(false);
    },
  );

  it('refuses every permission to pages of other origins', () => {
    expect(isPermissionGranted('notifications', 'https://evil.example/', appOrigin)).toBe(false);
    expect(isPermissionGranted('notifications', 'data:text/html,hi', appOrigin)).toBe(false);
  });
});
