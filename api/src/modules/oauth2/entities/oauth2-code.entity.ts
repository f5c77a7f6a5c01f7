import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/**
 * An authorization code Lantern gave a registered client: single use (deleted when exchanged),
 * short-lived, bound to its redirect URI and PKCE challenge. Only its hash is stored.
 */
export const OAuth2Code = defineEntity({
  name: 'OAuth2Code',
  tableName: 'oauth2_codes',
  properties: {
    codeHash: p.string().length(64).primary(),
    clientId: p.string().length(200),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    redirectUri: p.text(),
    codeChallenge: p.string().length(128),
    codeChallengeMethod: p.string().length(10),
    scope: p.string().length(200).nullable(),
    expiresAt: p.datetime(),
  },
});
export type OAuth2Code = InferEntity<typeof OAuth2Code>;
