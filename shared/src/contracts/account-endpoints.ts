import type { Endpoint } from './shell-endpoints.js';

/** Passwords and e-mail addresses: reset by e-mail, change in settings, staff's set-password links. */
export const accountEndpoints = {
  requestPasswordReset: { method: 'POST', path: '/passwords.reset', auth: 'public' },
  checkPasswordLink: { method: 'POST', path: '/passwords.check', auth: 'public' },
  setPassword: { method: 'POST', path: '/passwords', auth: 'public' },
  sendPasswordLink: { method: 'POST', path: '/passwords.reset.magic', auth: ['tutor-manager', 'superuser'] },
  account: { method: 'GET', path: '/me/account', auth: 'any' },
  changePassword: { method: 'POST', path: '/me/account.password', auth: 'any' },
  changeEmail: { method: 'POST', path: '/me/account.changeEmail', auth: 'any' },
  // The link's token is the proof: it is opened from the mailbox, signed in or not.
  confirmEmail: { method: 'POST', path: '/me/account.email', auth: 'public' },
} as const satisfies Record<string, Endpoint>;
