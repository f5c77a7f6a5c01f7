import { describe, expect, it } from 'vitest';
import { ESSAY_STATUS } from './essay-filters.js';
import {
  essayHolder,
  type HeldEssay,
  queueActionRefusal,
  queueActionsFor,
  type ReassignCandidate,
  reassignRefusal,
} from './essay-queue-actions.js';

const NOW = 10_000;
const SAM = 7;
const LUCIA = 8;

const waiting: HeldEssay = {
  status: ESSAY_STATUS.PENDING,
  tutor_id: null,
  reserved_by_id: null,
  reserved_until: null,
  prioritised_at: null,
  ready: true,
};
const reserved: HeldEssay = { ...waiting, reserved_by_id: SAM, reserved_until: NOW + 60 };
const expired: HeldEssay = { ...waiting, reserved_by_id: SAM, reserved_until: NOW };
const reviewing: HeldEssay = { ...waiting, status: ESSAY_STATUS.ASSIGNED, tutor_id: SAM };
const reviewed: HeldEssay = { ...reviewing, status: ESSAY_STATUS.REVIEWED };
const withdrawn: HeldEssay = { ...waiting, status: ESSAY_STATUS.CANCELLED };

describe('who has an essay', () => {
  it('should name the reviewer, the holder of a live reservation, or nobody', () => {
    expect(essayHolder(reviewing, NOW)).toEqual({ kind: 'reviewing', tutorId: SAM });
    expect(essayHolder(reserved, NOW)).toEqual({ kind: 'reserved', tutorId: SAM });
    expect(essayHolder(waiting, NOW)).toEqual({ kind: 'waiting', tutorId: null });
  });

  it('should count a reservation that ran out as nobody’s, before the sweep clears it', () => {
    expect(essayHolder(expired, NOW)).toEqual({ kind: 'waiting', tutorId: null });
  });
});

describe('the managers’ queue actions', () => {
  it('should release only an essay someone holds, and only from the holder the manager saw', () => {
    expect(queueActionRefusal('release', reserved, NOW, SAM)).toBeNull();
    expect(queueActionRefusal('release', reviewing, NOW, SAM)).toBeNull();
    expect(queueActionRefusal('release', reviewing, NOW, LUCIA)).toBe('holder_changed');
    expect(queueActionRefusal('release', waiting, NOW, null)).toBe('holder_changed');
    expect(queueActionRefusal('release', expired, NOW, SAM)).toBe('holder_changed');
  });

  it('should reassign an open essay from whoever the manager saw has it, nobody included', () => {
    expect(queueActionRefusal('reassign', waiting, NOW, null)).toBeNull();
    expect(queueActionRefusal('reassign', reserved, NOW, SAM)).toBeNull();
    expect(queueActionRefusal('reassign', reviewing, NOW, SAM)).toBeNull();
    // The manager saw it waiting; a tutor has taken it since: their work is not taken from them.
    expect(queueActionRefusal('reassign', reserved, NOW, null)).toBe('holder_changed');
    expect(queueActionRefusal('reassign', expired, NOW, null)).toBeNull();
  });

  it('should give a tutor only an essay whose PDF is made, though it may wait at the front', () => {
    const converting = { ...waiting, ready: false };
    expect(queueActionRefusal('reassign', converting, NOW, null)).toBe('not_ready');
    expect(queueActionRefusal('prioritise', converting, NOW)).toBeNull();
    expect(queueActionsFor(converting, NOW)).toEqual(['prioritise']);
  });

  it('should move to the front only essays not yet picked up, again and again', () => {
    expect(queueActionRefusal('prioritise', waiting, NOW)).toBeNull();
    expect(queueActionRefusal('prioritise', reserved, NOW)).toBeNull();
    expect(queueActionRefusal('prioritise', { ...waiting, prioritised_at: NOW - 5 }, NOW)).toBeNull();
    expect(queueActionRefusal('prioritise', reviewing, NOW)).toBe('in_review');
  });

  it('should refuse every action on an essay reviewed or withdrawn since', () => {
    for (const action of ['release', 'reassign', 'prioritise', 'unprioritise'] as const) {
      expect(queueActionRefusal(action, reviewed, NOW, SAM)).toBe('not_open');
      expect(queueActionRefusal(action, withdrawn, NOW, null)).toBe('not_open');
    }
  });

  it('should offer in a menu what the server would accept, taking back a priority only where there is one', () => {
    expect(queueActionsFor(waiting, NOW)).toEqual(['reassign', 'prioritise']);
    expect(queueActionsFor({ ...reserved, prioritised_at: NOW - 5 }, NOW)).toEqual([
      'release',
      'reassign',
      'prioritise',
      'unprioritise',
    ]);
    expect(queueActionsFor(reviewing, NOW)).toEqual(['release', 'reassign']);
    expect(queueActionsFor(reviewed, NOW)).toEqual([]);
  });
});

describe('who may be given an essay', () => {
  const reviewer: ReassignCandidate = {
    is_tutor: true,
    active: true,
    essay_review: true,
    essay_language_ids: [1, 4],
  };
  const english = { language_id: 1, holder_id: SAM };

  it('should give it to an active essay reviewer of its language who does not have it', () => {
    expect(reassignRefusal(reviewer, LUCIA, english)).toBeNull();
  });

  it('should name the first rule broken', () => {
    expect(reassignRefusal(null, LUCIA, english)).toBe('not_a_tutor');
    expect(reassignRefusal({ ...reviewer, is_tutor: false }, LUCIA, english)).toBe('not_a_tutor');
    expect(reassignRefusal({ ...reviewer, active: false, essay_review: false }, LUCIA, english)).toBe(
      'inactive',
    );
    expect(reassignRefusal({ ...reviewer, essay_review: false }, LUCIA, english)).toBe('not_essay_reviewer');
    expect(reassignRefusal(reviewer, LUCIA, { ...english, language_id: 2 })).toBe('language');
    expect(reassignRefusal(reviewer, SAM, english)).toBe('already_holder');
  });
});
