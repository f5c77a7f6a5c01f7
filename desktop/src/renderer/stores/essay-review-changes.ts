import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { AnnotationInput } from '@lantern/shared/contracts/essay-review';
import type { OutboxEntry } from './essay-review-outbox.js';

/** Typing is sent once the tutor pauses this long (it is kept on the device at once). */
export const TYPING_PAUSE_MS = 600;

/** An edit of the review on its way to the server: kept on the device until the server has it. */
export type ReviewChange =
  | { kind: 'save'; id: string; body: AnnotationInput }
  | { kind: 'delete'; id: string }
  | { kind: 'summary'; text: string }
  | { kind: 'zoom'; level: number }
  | { kind: 'hint'; hidden: boolean };

/** Sends one change of the essay's review to the endpoint that keeps it. */
export async function deliverChange(
  api: ApiClient,
  essayId: number,
  { payload }: OutboxEntry<ReviewChange>,
): Promise<void> {
  const params = { id: essayId };
  switch (payload.kind) {
    case 'save':
      await api.call('saveEssayAnnotation', {
        params: { ...params, annotationId: payload.id },
        body: payload.body,
      });
      return;
    case 'delete':
      try {
        await api.call('deleteEssayAnnotation', { params: { ...params, annotationId: payload.id } });
      } catch (error) {
        // Already gone (a resend after a lost answer): what the tutor wanted.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
      return;
    case 'summary':
      await api.call('saveEssaySummaryComment', { params, body: { summary_comment: payload.text } });
      return;
    case 'zoom':
      await api.call('saveTutorReviewSettings', { body: { zoom_preferred_level: payload.level } });
      return;
    case 'hint':
      await api.call('saveTutorReviewSettings', { body: { summary_ai_hint_hidden: payload.hidden } });
  }
}
