import { ApiError } from '@lantern/shared/client/api-error';
import { ErrorCode } from '@lantern/shared/contracts/error-codes';
import type { EssayHolderChanged, NextEssay, TutorEssay } from '@lantern/shared/contracts/essays';
import { describe, expect, it } from 'vitest';
import { EssayReviewDeskStore, essayReviewDesk } from './essay-review-desk-store.js';
import { loginResponse, makeRoot, makeUser, settle } from './test-support.js';

const NOW = 1_800_000_000;
const ME = 7;
const OTHER = 8;

const essay = (id: number): TutorEssay =>
  ({
    id,
    title: `Essay ${id}`,
    status: 1,
    details: 'Please check my argument.',
    student: { id: 21, first_name: 'Ava', last_name: 'Martinez' },
    due_at: NOW + 3600,
    reserved_until: null,
  }) as TutorEssay;

/** A tutor signed in, their desk open, the server answering "next essay" from `answers` in turn. */
async function openDesk(answers: NextEssay[]) {
  let asked = 0;
  const harness = makeRoot({
    login: () => loginResponse(makeUser()),
    currentShift: () => ({ shift: null, server_time: NOW }),
    nextEssay: () => answers[Math.min(asked++, answers.length - 1)]!,
  });
  const stopRoot = harness.root.start();
  await harness.root.session.signIn({ username: 'tutor', password: 'x' });
  await settle();
  const desk = essayReviewDesk(harness.root);
  const close = desk.open();
  await settle();
  const change = (payload: Partial<EssayHolderChanged>) => {
    harness.realtime.last.emitFromServer('essays.holder.changed', {
      essay_id: 5,
      title: 'Essay 5',
      cause: 'reassigned',
      from_tutor_id: null,
      to_tutor_id: null,
      at: NOW,
      ...payload,
    });
  };
  return { desk, change, asked: () => asked, stop: () => (close(), stopRoot()) };
}

describe('the writing-review desk and the managers', () => {
  it('should show an essay a manager gave the tutor, saying so', async () => {
    const { desk, change, stop } = await openDesk([
      { state: 'none', essay: null },
      { state: 'assigned', essay: essay(5) },
    ]);
    expect(desk.next?.essay).toBeNull();
    change({ to_tutor_id: ME, from_tutor_id: OTHER });
    await settle();
    expect(desk.handover).toEqual({ title: 'Essay 5', change: 'given' });
    expect(desk.next).toEqual({ state: 'assigned', essay: essay(5) });
    stop();
  });

  it('should take away an essay a manager released, without asking for another that would bring it back', async () => {
    const { desk, change, asked, stop } = await openDesk([{ state: 'assigned', essay: essay(5) }]);
    change({ cause: 'released', from_tutor_id: ME });
    await settle();
    expect(desk.handover).toEqual({ title: 'Essay 5', change: 'released' });
    expect(desk.next).toBeNull();
    expect(desk.state).toBe('idle');
    expect(asked()).toBe(1);
    desk.dismissHandover();
    expect(desk.handover).toBeNull();
    stop();
  });

  it('should leave the desk alone for a change between other tutors', async () => {
    const { desk, change, asked, stop } = await openDesk([{ state: 'assigned', essay: essay(9) }]);
    change({ from_tutor_id: OTHER, to_tutor_id: OTHER + 1 });
    await settle();
    expect(desk.handover).toBeNull();
    expect(desk.next?.essay?.id).toBe(9);
    expect(asked()).toBe(1);
    stop();
  });
});

describe('EssayReviewDeskStore', () => {
  it('should say the tutor is outside a writing-review segment, then show the next essay once asked again', async () => {
    const { root, api } = makeRoot({
      nextEssay: () => {
        throw new ApiError(409, ErrorCode.essayReviewNotInSegment, 'Not in a writing-review segment');
      },
    });
    const desk = new EssayReviewDeskStore(root, root.api);
    await desk.askForNext();
    expect([desk.state, desk.problem, desk.next]).toEqual(['error', 'not_in_segment', null]);
    api.handlers.nextEssay = () => ({ state: 'none', essay: null });
    const asking = desk.askForNext();
    expect([desk.state, desk.problem]).toEqual(['loading', null]);
    await asking;
    expect([desk.state, desk.next]).toEqual(['loaded', { state: 'none', essay: null }]);
  });

  it('should say it failed for any other refusal', async () => {
    const { root } = makeRoot({
      nextEssay: () => {
        throw new ApiError(500, 'internal', 'Boom');
      },
    });
    const desk = new EssayReviewDeskStore(root, root.api);
    await desk.askForNext();
    expect(desk.problem).toBe('failed');
  });
});
