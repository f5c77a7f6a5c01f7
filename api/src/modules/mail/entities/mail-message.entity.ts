import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * The outbox: every message Lantern sends is stored here, in the transaction of whatever caused
 * it, before anything leaves. A job delivers it; a failed try is tried again later (sendAfter),
 * and a message that keeps failing is marked failed and logged as an error, never dropped quietly.
 */
export const MailMessage = defineEntity({
  name: 'MailMessage',
  tableName: 'mail_messages',
  properties: {
    id: p.integer().primary(),
    /** What it is about (`password_reset`, …): for the log and the outbox folder's file names. */
    kind: p.string().length(40),
    to: p.string().length(254),
    subject: p.string().length(300),
    text: p.text(),
    html: p.text(),
    /** The link the message carries, logged when there is no mail server (outbox folder). */
    link: p.text().nullable(),
    createdAt: p.datetime(),
    /** Not tried before then: a failed try moves it on. */
    sendAfter: p.datetime().index(),
    attempts: p.integer().default(0),
    /** An instance is trying it until then; past it, the try is taken for lost. */
    claimedUntil: p.datetime().nullable(),
    lastError: p.text().nullable(),
    sentAt: p.datetime().nullable(),
    failedAt: p.datetime().nullable(),
  },
});
export type MailMessage = InferEntity<typeof MailMessage>;
