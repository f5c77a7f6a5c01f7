import type { AccountLinkPurpose } from '@lantern/shared/domain/account/account-links';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/**
 * A one-time link e-mailed about an account: a password reset, a set-password link sent by staff,
 * or the confirmation of a new e-mail address. Only the token's sha256 is kept: the database
 * alone cannot open a link.
 */
export const AccountLink = defineEntity({
  name: 'AccountLink',
  tableName: 'account_links',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    purpose: p.string().length(20).$type<AccountLinkPurpose>(),
    tokenHash: p.string().length(64).unique().hidden(),
    /** The address an e-mail change confirms. */
    newEmail: p.string().length(254).nullable(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['user', 'purpose', 'createdAt'] }],
});
export type AccountLink = InferEntity<typeof AccountLink>;
