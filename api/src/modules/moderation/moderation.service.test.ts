import type { TextVerdict } from '@lantern/shared/contracts/moderation';
import { describe, expect, it } from 'vitest';
import { ModerationService } from './moderation.service.js';
import type { ModerationProvider } from './moderation-provider.js';

const secondOpinion = (verdict: TextVerdict | null): ModerationProvider & { asked: string[] } => {
  const asked: string[] = [];
  return {
    asked,
    checkText: async (text) => {
      asked.push(text);
      return verdict;
    },
    checkImage: async (image) => {
      asked.push(`${image.mime}, ${image.bytes.length} bytes`);
      return verdict;
    },
  };
};

describe('ModerationService.checkText', () => {
  it('should give the word lists’ verdict when no second opinion is configured', async () => {
    const service = new ModerationService();
    expect(await service.checkText('I will kill you')).toEqual({ action: 'block', categories: ['violence'] });
    expect(await service.checkText('What is a prime number?')).toEqual({ action: 'deliver', categories: [] });
  });

  it('should take the stricter verdict when a second opinion finds what the lists missed', async () => {
    const provider = secondOpinion({ action: 'deliver_and_alert', categories: ['self_harm'] });
    const service = new ModerationService(provider);
    expect(await service.checkText('nobody would notice if I was gone')).toEqual({
      action: 'deliver_and_alert',
      categories: ['self_harm'],
    });
    expect(provider.asked).toEqual(['nobody would notice if I was gone']);
  });

  it('should keep the lists’ verdict when the second opinion has none or is milder', async () => {
    expect(await new ModerationService(secondOpinion(null)).checkText('s3x')).toEqual({
      action: 'block',
      categories: ['sexual'],
    });
    const mild = secondOpinion({ action: 'deliver', categories: [] });
    expect(await new ModerationService(mild).checkText('je vais te tuer')).toEqual({
      action: 'block',
      categories: ['violence'],
    });
  });
});

describe('ModerationService.checkImage', () => {
  const picture = { bytes: Buffer.alloc(64), mime: 'image/webp' };

  it('should deliver a picture when no second opinion is configured or it has none', async () => {
    expect(await new ModerationService().checkImage(picture)).toEqual({ action: 'deliver', categories: [] });
    expect(await new ModerationService(secondOpinion(null)).checkImage(picture)).toEqual({
      action: 'deliver',
      categories: [],
    });
  });

  it('should give the second opinion’s verdict on a picture', async () => {
    const provider = secondOpinion({ action: 'block', categories: ['violence'] });
    expect(await new ModerationService(provider).checkImage(picture)).toEqual({
      action: 'block',
      categories: ['violence'],
    });
    expect(provider.asked).toEqual(['image/webp, 64 bytes']);
  });
});
