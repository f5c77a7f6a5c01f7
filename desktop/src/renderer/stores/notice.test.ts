import { describe, expect, it } from 'vitest';
import { wordNotice } from './notice.js';
import { englishTranslate } from './test-support.js';

const t = englishTranslate();

describe('wording a notice', () => {
  it("says a break decision in English with the break's kind and time", () => {
    expect(
      wordNotice(
        {
          key: 'breakApproved',
          params: { time: '2:30 PM' },
          context: 'meal',
          tag: 'break-9-approved',
          path: '/tutor',
        },
        t,
      ),
    ).toEqual({
      title: 'Break approved',
      body: 'Your meal break at 2:30 PM was approved.',
      tag: 'break-9-approved',
      path: '/tutor',
    });
    expect(
      wordNotice({ key: 'breakRejected', params: { time: '9:00 AM' }, context: 'rest', tag: 'x' }, t).body,
    ).toBe('Your rest break at 9:00 AM was not approved.');
  });

  it('fills the minutes and leaves out a path the notice has not', () => {
    expect(
      wordNotice({ key: 'shiftEnding', params: { minutes: 12 }, tag: 'shift-4-shift-ending' }, t),
    ).toEqual({
      title: 'Your shift ends soon',
      body: 'Your shift ends in 12 min. Remember to punch out.',
      tag: 'shift-4-shift-ending',
    });
  });

  it('names the new student and their subject, a subject without a translation as entered', () => {
    expect(
      wordNotice(
        {
          key: 'newStudent',
          params: { name: 'Ava', question: 'How do I solve 2x + 3 = 11?' },
          subjects: { subject: 'Math' },
          tag: 'session-5-matched',
          path: '/tutor/classroom?session=5',
        },
        t,
      ),
    ).toEqual({
      title: 'New student: Ava — Math',
      body: 'How do I solve 2x + 3 = 11?',
      tag: 'session-5-matched',
      path: '/tutor/classroom?session=5',
    });
  });

  it("names a segment's type in the console's language, a type it lacks as the server sent it", () => {
    const notice = {
      key: 'segmentPickedUp',
      params: { from: '9:00', to: '10:00' },
      segmentTypes: { type: 'Tutoring Session' },
      tag: 'transfer-3-picked',
    } as const;
    expect(wordNotice(notice, t).body).toBe(
      'Another tutor took your Tutoring Session segment, 9:00–10:00. It is no longer in your shifts.',
    );
    const french = (key: string, options?: Record<string, unknown>) =>
      key === 'segmentTypes.tutoring-session' ? 'séance de tutorat' : `${key} ${String(options?.type)}`;
    expect(wordNotice(notice, french).body).toBe('notifications.segmentPickedUp.body séance de tutorat');
    expect(wordNotice({ ...notice, segmentTypes: { type: 'Stargazing' } }, t).body).toContain(
      'your Stargazing segment',
    );
  });
});
