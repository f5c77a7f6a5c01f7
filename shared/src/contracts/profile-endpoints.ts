import type { Endpoint } from './shell-endpoints.js';

/** A person's own profile and settings: every call reads or writes the signed-in person only. */
export const profileEndpoints = {
  profile: { method: 'GET', path: '/me/profile', auth: 'any' },
  updateProfile: { method: 'POST', path: '/me/profile', auth: 'any' },
  setNotificationOptions: { method: 'POST', path: '/me/notification-options', auth: ['student'] },
  setAppSounds: { method: 'PUT', path: '/me/app-sounds-options', auth: ['student'] },
  ownHeadshot: { method: 'GET', path: '/me/headshot', auth: ['tutor'] },
  uploadOwnHeadshot: { method: 'POST', path: '/me/headshot', auth: ['tutor'] },
} as const satisfies Record<string, Endpoint>;
