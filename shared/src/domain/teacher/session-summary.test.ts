import { describe, expect, it } from 'vitest';
import { excerpt, extractiveSummary, type SummaryMessage } from './session-summary.js';

const student = (text: string): SummaryMessage => ({ from: 'student', kind: 'text', text });
const tutor = (text: string): SummaryMessage => ({ from: 'tutor', kind: 'text', text });
const base = { subject: 'Algebra', question: 'How do I solve 2x + 3 = 7?', status: 'ended' as const };

describe('extractiveSummary', () => {
  it('should keep the subject, the question and each exchange of a short session', () => {
    const summary = extractiveSummary({
      ...base,
      endedBy: 'student',
      messages: [
        student('hi'),
        tutor('Hello! Subtract 3 from both sides.'),
        student('so 2x = 4'),
        tutor('Yes, so x = 2.'),
      ],
    });
    expect(summary).toEqual({
      subject: 'Algebra',
      question: 'How do I solve 2x + 3 = 7?',
      exchanges: [
        { student: 'hi', tutor: 'Hello! Subtract 3 from both sides.' },
        { student: 'so 2x = 4', tutor: 'Yes, so x = 2.' },
      ],
      outcome: 'ended_by_student',
    });
  });

  it('should keep the three fullest exchanges in the order they happened', () => {
    const messages = [
      student('a'),
      tutor('b'),
      student('long question one about fractions'),
      tutor('long answer one about fractions'),
      student('c'),
      tutor('d'),
      student('long question two about ratios'),
      tutor('long answer two about ratios'),
      student('long question three about percent'),
      tutor('long answer three about percent'),
    ];
    const summary = extractiveSummary({ ...base, endedBy: 'tutor', messages });
    expect(summary.exchanges.map((pair) => pair.student)).toEqual([
      'long question one about fractions',
      'long question two about ratios',
      'long question three about percent',
    ]);
    expect(summary.outcome).toBe('ended_by_tutor');
  });

  it('should read consecutive messages of one side as one turn and skip pictures and system lines', () => {
    const summary = extractiveSummary({
      ...base,
      endedBy: 'student',
      messages: [
        student('I tried'),
        { from: 'student', kind: 'media', text: '' },
        student('but got 5'),
        { from: 'tutor', kind: 'system', text: 'Tutor joined' },
        tutor('Check the sign.'),
      ],
    });
    expect(summary.exchanges).toEqual([{ student: 'I tried but got 5', tutor: 'Check the sign.' }]);
  });

  it('should say a session no tutor answered was unanswered, and a transfer was a transfer', () => {
    expect(extractiveSummary({ ...base, endedBy: 'student', messages: [student('hello?')] }).outcome).toBe(
      'unanswered',
    );
    expect(
      extractiveSummary({
        ...base,
        status: 'transferred',
        endedBy: null,
        messages: [student('a'), tutor('b')],
      }).outcome,
    ).toBe('transferred');
  });

  it('should cut a long question at a word with an ellipsis', () => {
    const question = 'word '.repeat(100);
    const summary = extractiveSummary({ ...base, question, endedBy: 'student', messages: [] });
    expect(summary.question.length).toBeLessThanOrEqual(240);
    expect(summary.question.endsWith('word…')).toBe(true);
  });
});

describe('excerpt', () => {
  it('should flatten whitespace and leave short text whole', () => {
    expect(excerpt('  a\n\nb  ')).toBe('a b');
  });
});
