import { describe, expect, it } from 'vitest';
import { sharedLinkExpiresAt, sharedLinkRefusal } from './shared-link.js';

const DAY = 86_400;
const made = 1_800_000_000;

describe('sharedLinkRefusal', () => {
  it('should open a link until its days are up, and not a second after', () => {
    const link = { created_at: made, sharing_on: true };
    expect(sharedLinkRefusal(link, made, 7)).toBeNull();
    expect(sharedLinkRefusal(link, made + 7 * DAY - 1, 7)).toBeNull();
    expect(sharedLinkRefusal(link, made + 7 * DAY, 7)).toBe('expired');
    expect(sharedLinkExpiresAt(made, 7)).toBe(made + 7 * DAY);
  });

  it('should stop every link once the school turns sharing off, young ones too', () => {
    expect(sharedLinkRefusal({ created_at: made, sharing_on: false }, made, 7)).toBe('sharing_off');
  });
});
