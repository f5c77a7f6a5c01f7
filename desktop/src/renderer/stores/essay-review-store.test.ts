import { describe, expect, it, vi } from 'vitest';
import type { OutboxPorts } from './essay-review-outbox.js';
import { EssayReviewStore } from './essay-review-store.js';
import { ESSAY } from './essay-review-test-support.js';
import { loginResponse, makeRoot, makeUser, settle } from './test-support.js';

// pdf.js starts its worker on import, and these tests open no PDF.
vi.mock('@lantern/shared/ui/pdf/pdf-document', () => ({ openPdf: vi.fn() }));

describe('the essay editor when a manager takes the essay away', () => {
  async function signedInEditor() {
    // The editor listens for the browser's `online`: the tests run without a browser.
    vi.stubGlobal('window', new EventTarget());
    const stored = new Map<string, string>();
    const ports: OutboxPorts = {
      storage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => void stored.set(key, value),
        removeItem: (key) => void stored.delete(key),
      },
      setTimeout: () => 0,
      clearTimeout: () => undefined,
    };
    const harness = makeRoot({
      login: () => loginResponse(makeUser()),
      currentShift: () => ({ shift: null, server_time: 1_800_000_000 }),
    });
    harness.root.start();
    await harness.root.session.signIn({ username: 'tutor', password: 'x' });
    await settle();
    const store = new EssayReviewStore(harness.root, harness.root.api, ESSAY, ports);
    const close = store.open();
    await settle();
    const change = (essay_id: number, from_tutor_id: number) =>
      harness.realtime.last.emitFromServer('essays.holder.changed', {
        essay_id,
        title: 'The valley',
        cause: 'reassigned',
        from_tutor_id,
        to_tutor_id: 99,
        at: 1_800_000_000,
      });
    return { ...harness, store, close, change, stored };
  }

  it('should stop the editor, and keep on the device what had not reached the server', async () => {
    const { store, close, change, api, stored } = await signedInEditor();
    store.draft.setSummary('Half a thought about the river');
    change(ESSAY, 7);
    expect(store.withdrawn).toBe('reassigned');
    close();
    await settle();
    expect(api.calls.some((call) => call.name === 'saveEssaySummaryComment')).toBe(false);
    expect(stored.get(`lantern.console.essayReview.${ESSAY}`)).toContain('Half a thought about the river');
    vi.unstubAllGlobals();
  });

  it('should carry on when another essay, or another tutor’s, changes hands', async () => {
    const { store, change, close } = await signedInEditor();
    change(ESSAY + 1, 7);
    change(ESSAY, 8);
    expect(store.withdrawn).toBeNull();
    close();
    vi.unstubAllGlobals();
  });
});
