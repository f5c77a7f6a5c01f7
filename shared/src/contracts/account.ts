import { z } from 'zod';

// Passwords are checked by the API with the spec's rules (`validatePassword`), so that a refusal
// comes back as the spec's code (password_too_short, …) rather than as a schema's message.
const password = z.string().max(1024);
const token = z.string().min(1).max(200);
const email = z.email().max(254);

/** POST /passwords.reset: the same answer whether or not the account exists. */
export const passwordResetRequestSchema = z.object({
  /** A username or an e-mail address, as at sign-in. */
  login: z.string().trim().min(1).max(254),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordLinkCheckSchema = z.object({ token });
export type PasswordLinkCheck = z.infer<typeof passwordLinkCheckSchema>;

/** Whether a password link opens, and whose password it sets (shown to whoever holds the link). */
export const passwordLinkStatusSchema = z.object({
  state: z.enum(['valid', 'expired', 'used', 'unknown']),
  username: z.string().nullable(),
});
export type PasswordLinkStatus = z.infer<typeof passwordLinkStatusSchema>;

/** POST /passwords: the new password, from a reset or set-password link. */
export const setPasswordSchema = z.object({ token, password, password_confirmation: password });
export type SetPassword = z.infer<typeof setPasswordSchema>;

/** POST /me/account.password: a signed-in person's new password, with their current one. */
export const changePasswordSchema = z.object({
  old_password: password,
  password,
  password_confirmation: password,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** POST /me/account.changeEmail: the new address is confirmed from a link sent to it. */
export const changeEmailSchema = z.object({ new_email: email, password });
export type ChangeEmail = z.infer<typeof changeEmailSchema>;

/** POST /me/account.email: the spec's confirmation, from the link's token and address. */
export const confirmEmailSchema = z.object({ verification_token: token, new_email: email });
export type ConfirmEmail = z.infer<typeof confirmEmailSchema>;

/** GET /me/account. */
export const accountSchema = z.object({
  username: z.string(),
  email: z.string().nullable(),
  /** An address waiting for its confirmation link to be opened. */
  pending_email: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** POST /passwords.reset.magic: staff send someone a link to set their own password. */
export const sendPasswordLinkSchema = z.object({ user_id: z.number().int().positive() });
export type SendPasswordLink = z.infer<typeof sendPasswordLinkSchema>;

export const passwordLinkSentSchema = z.object({ email: z.string() });
export type PasswordLinkSent = z.infer<typeof passwordLinkSentSchema>;
