import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StoredFile } from '@lantern/shared/contracts/files';
import type { MessageMedia } from '@lantern/shared/contracts/sessions';
import { API_PREFIX } from '@lantern/shared/contracts/routes';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';

/** How long a link in a message works; the app fetches the message again for a fresh one. */
const LINK_SECONDS = 6 * 3600;

type Variant = 'original' | 'thumbnail';

/**
 * Signed, expiring links to a chat message's file. An <img> cannot send a bearer token, so the
 * link itself carries the permission: only the session's people receive it, in the message.
 */
@Injectable()
export class MediaLinks {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  view(sessionId: number, messageId: number, media: StoredFile): MessageMedia {
    const exp = (Math.floor(this.clock.now() / 3600) + 1) * 3600 + LINK_SECONDS;
    const link = (variant: Variant) =>
      `${API_PREFIX}/sessions/${sessionId}/messages/${messageId}/media?variant=${variant}&exp=${exp}&sig=${this.sign(messageId, variant, exp)}`;
    return {
      media_type: media.media_type,
      file_name: media.file_name,
      mime: media.mime,
      size: media.size,
      width: media.width ?? null,
      height: media.height ?? null,
      url: link('original'),
      thumbnail_url: media.thumbnail_key ? link('thumbnail') : null,
      voice_note: media.voice_note ?? null,
    };
  }

  /** Whether the link is one we signed and it has not expired. */
  verify(messageId: number, variant: Variant, exp: number, sig: string): boolean {
    if (exp < this.clock.now()) return false;
    const expected = Buffer.from(this.sign(messageId, variant, exp));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(messageId: number, variant: Variant, exp: number): string {
    return createHmac('sha256', this.config.jwtSecret)
      .update(`chat-media:${messageId}:${variant}:${exp}`)
      .digest('base64url');
  }
}
