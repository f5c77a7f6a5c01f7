import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/**
 * A person's account at an identity provider, by the provider's subject (its stable id for them):
 * made the first time they sign in by a verified e-mail, or when they link it themselves. After
 * that the subject finds them, whatever the e-mail says.
 */
export const SsoLink = defineEntity({
  name: 'SsoLink',
  tableName: 'sso_links',
  uniques: [{ properties: ['provider', 'subject'] }, { properties: ['user', 'provider'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    /** One of SSO_PROVIDERS. */
    provider: p.string().length(20),
    subject: p.string().length(255),
    /** The e-mail the provider gave when the link was made or last used, for the person to recognise. */
    email: p.string().length(254).nullable(),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime(),
  },
});
export type SsoLink = InferEntity<typeof SsoLink>;
