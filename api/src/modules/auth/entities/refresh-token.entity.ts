import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/**
 * One row per issued refresh token. Tokens of one sign-in share a family; presenting a rotated
 * token again means it leaked, so the whole family is revoked.
 */
export const RefreshToken = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_tokens',
  properties: {
    id: p.uuid().primary(),
    familyId: p.uuid().index(),
    /** sha256 of the opaque token; the token itself is never stored. */
    tokenHash: p.string().length(64).unique().hidden(),
    user: () => p.manyToOne(User),
    /** The role and identity this sign-in acts with (view-as keeps the real user in impersonator). */
    actingRole: p.string().length(40),
    impersonator: () => p.manyToOne(User).nullable(),
    impersonatorRole: p.string().length(40).nullable(),
    /**
     * Bumped on each change of identity in the sign-in (role switch, view-as, stop); rotation keeps
     * it. Access tokens carry it, so a token of an older identity stops working at once.
     */
    generation: p.integer().default(0),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    rotatedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    revokedReason: p.string().length(40).nullable(),
    /**
     * The registered OAuth client (the browser extension) the sign-in was issued to, kept through
     * rotation; null for Lantern's own apps. Only that client may renew it, and only at its token
     * endpoint: a refresh token is no bearer pass to every way of renewing.
     */
    clientId: p.string().length(200).nullable(),
  },
});
export type RefreshToken = InferEntity<typeof RefreshToken>;
