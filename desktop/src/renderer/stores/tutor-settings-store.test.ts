import type { TutorReviewSettings } from '@lantern/shared/contracts/essay-review';
import { FakeApi } from '@lantern/shared/state/test-support';
import { describe, expect, it } from 'vitest';
import { TutorSettingsStore } from './tutor-settings-store.js';

const SETTINGS: TutorReviewSettings = { zoom_preferred_level: 1, summary_ai_hint_hidden: false };

async function loaded(api: FakeApi): Promise<TutorSettingsStore> {
  api.handlers.tutorReviewSettings = () => SETTINGS;
  api.handlers.ownHeadshot = () => ({ profile_image: null });
  const store = new TutorSettingsStore(api);
  await store.load();
  return store;
}

describe('a tutor’s own settings', () => {
  it('should save a change made while another saves, after it, dropping neither', async () => {
    const api = new FakeApi();
    const store = await loaded(api);
    const bodies: unknown[] = [];
    let answerFirst = () => {};
    api.handlers.saveTutorReviewSettings = ({ body }) => {
      bodies.push(body);
      return bodies.length === 1
        ? new Promise((resolve) => {
            answerFirst = () => resolve(undefined as never);
          })
        : (undefined as never);
    };
    const zoom = store.set('zoom_preferred_level', 2);
    const hint = store.set('summary_ai_hint_hidden', true);
    // Both show at once; the second waits for the first's answer before it is sent.
    expect(store.review).toEqual({ zoom_preferred_level: 2, summary_ai_hint_hidden: true });
    await Promise.resolve();
    expect(bodies).toEqual([{ zoom_preferred_level: 2 }]);
    answerFirst();
    await Promise.all([zoom, hint]);
    expect(bodies).toEqual([{ zoom_preferred_level: 2 }, { summary_ai_hint_hidden: true }]);
    expect(store.outcome).toEqual({ key: 'summary_ai_hint_hidden', ok: true });
  });

  it('should flip a refused change back and say so', async () => {
    const api = new FakeApi();
    const store = await loaded(api);
    api.handlers.saveTutorReviewSettings = () => {
      throw new Error('offline');
    };
    await store.set('summary_ai_hint_hidden', true);
    expect(store.review?.summary_ai_hint_hidden).toBe(false);
    expect(store.outcome).toEqual({ key: 'summary_ai_hint_hidden', ok: false });
    expect(store.saving).toBeNull();
  });
});
