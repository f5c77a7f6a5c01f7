import { ApiError } from '@lantern/shared/client/api-error';
import { describe, expect, it, vi } from 'vitest';
import { openEditor } from './essay-review-test-support.js';

// pdf.js starts its worker on import, and these tests open no PDF.
vi.mock('@lantern/shared/ui/pdf/pdf-document', () => ({ openPdf: vi.fn() }));

describe('the essay editor’s AI actions', () => {
  it('should turn the AI actions off, with the reason the server gave, when the AI refuses', async () => {
    const { ai, api } = await openEditor(false);
    api.handlers.generateEssayAiSummary = () => {
      throw new ApiError(503, 'ai_unavailable', 'Used up', { reason: 'daily_budget' });
    };
    expect(ai.status.offer).toEqual({ kind: 'offered' });
    await ai.generateSummary();
    expect(ai.status.offer).toEqual({ kind: 'withdrawn', reason: 'daily_budget' });
    // "Try again" would not help: the reason is said instead.
    expect(ai.aiProblem).toBeNull();
  });

  it('should say there is no provider when the refusal names no reason', async () => {
    const { ai, api } = await openEditor(false);
    api.handlers.generateEssayAiSummary = () => {
      throw new ApiError(503, 'ai_unavailable', 'No provider');
    };
    await ai.generateSummary();
    expect(ai.status.offer).toEqual({ kind: 'withdrawn', reason: 'none' });
  });

  it('should still step through rephrasings already made, but not ask for a new one, while the AI is off', async () => {
    const { draft, ai, api } = await openEditor(false);
    api.handlers.generateEssayAiSummary = () => {
      throw new ApiError(503, 'ai_unavailable', 'No provider');
    };
    await ai.generateSummary();
    draft.setSummary('A new summary of my own.');
    expect(ai.canRephrase).toBe(false);
  });

  it('should keep a failure that is not about the AI as "try again"', async () => {
    const { ai, api } = await openEditor(false);
    api.handlers.generateEssayAiSummary = () => {
      throw new ApiError(500, 'internal', 'boom');
    };
    await ai.generateSummary();
    expect(ai.aiProblem).toBe('failed');
    expect(ai.status.offer).toEqual({ kind: 'offered' });
  });
});
