import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';

const VERSION = 'v1';

/**
 * Seals a roster source's credentials at rest (AES-256-GCM, a key derived from the server's signing
 * secret for this use alone): a copy of the database does not hand over a district's roster API.
 * Sealed text: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
@Injectable()
export class RosterSecrets {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'lantern', 'roster-sync-credentials', 32));
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, text] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || text === undefined)
      throw new Error('The stored credentials are not sealed by this server');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
