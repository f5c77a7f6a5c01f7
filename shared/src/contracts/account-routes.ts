import { z } from 'zod';
import {
  accountSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  passwordLinkCheckSchema,
  passwordLinkSentSchema,
  passwordLinkStatusSchema,
  passwordResetRequestSchema,
  sendPasswordLinkSchema,
  setPasswordSchema,
} from './account.js';
import { accountEndpoints } from './account-endpoints.js';

const ok = z.object({ ok: z.literal(true) });

export const accountRoutes = {
  requestPasswordReset: {
    ...accountEndpoints.requestPasswordReset,
    summary: 'E-mail a password reset link; the same answer whether or not the account exists',
    body: passwordResetRequestSchema,
    response: ok,
  },
  checkPasswordLink: {
    ...accountEndpoints.checkPasswordLink,
    summary: 'Whether a password link still opens',
    body: passwordLinkCheckSchema,
    response: passwordLinkStatusSchema,
  },
  setPassword: {
    ...accountEndpoints.setPassword,
    summary: 'Set a new password from a link; every sign-in of that person ends',
    body: setPasswordSchema,
    response: ok,
  },
  sendPasswordLink: {
    ...accountEndpoints.sendPasswordLink,
    summary: 'E-mail someone a link to set their own password',
    body: sendPasswordLinkSchema,
    response: passwordLinkSentSchema,
  },
  account: {
    ...accountEndpoints.account,
    summary: 'Your username, e-mail address and any address waiting for confirmation',
    response: accountSchema,
  },
  changePassword: {
    ...accountEndpoints.changePassword,
    summary: 'Change your password with your current one; your other sign-ins end',
    body: changePasswordSchema,
    response: ok,
  },
  changeEmail: {
    ...accountEndpoints.changeEmail,
    summary: 'Send a confirmation link to a new e-mail address',
    body: changeEmailSchema,
    response: accountSchema,
  },
  confirmEmail: {
    ...accountEndpoints.confirmEmail,
    summary: "Confirm a new e-mail address from its link's token",
    body: confirmEmailSchema,
    response: ok,
  },
} as const;
