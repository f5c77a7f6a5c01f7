import { describe, expect, it } from 'vitest';
import type { User } from '../users/entities/user.entity.js';
import type { Essay } from './entities/essay.entity.js';
import { toEssayView, toTutorEssay } from './essays.mapper.js';

const at = (seconds: number) => new Date(seconds * 1000);
const ava = { id: 7, firstName: 'Ava', lastName: 'Martinez' } as User;

function essay(overrides: Partial<Essay> = {}): Essay {
  return {
    id: 1,
    status: 0,
    student: ava,
    languageId: 1,
    section: null,
    sectionOther: null,
    submissionType: 'essay',
    title: 'The causes of the First World War',
    details: 'Is my thesis clear?',
    createdAt: at(1000),
    dueAt: at(1000 + 86_400),
    tutor: null,
    reservedUntil: null,
    pickedUpAt: null,
    reviewedAt: null,
    downloadedAt: null,
    sourceFiles: [
      { key: 'essays/ab/x.pdf', file_name: 'essay.pdf', kind: 'pdf', mime: 'application/pdf', size: 900 },
    ],
    instructionFiles: [],
    conversionState: 'converted',
    conversionProgress: 100,
    conversionError: null,
    summaryRating: null,
    commentsRating: null,
    ...overrides,
  } as Essay;
}

describe('essays mapper', () => {
  it('should show the student their words for the Other section and never a storage key', () => {
    const view = toEssayView(essay({ sectionOther: 'Debate club' }));
    expect(view.section).toEqual({ id: 0, name: 'Debate club' });
    expect(view.files).toEqual([{ file_name: 'essay.pdf', kind: 'pdf', mime: 'application/pdf', size: 900 }]);
    expect(JSON.stringify(view)).not.toContain('essays/ab');
  });

  it('should offer cancelling only while pending, and show ratings once given', () => {
    expect(toEssayView(essay()).can_cancel).toBe(true);
    expect(toEssayView(essay({ status: 1, pickedUpAt: at(2000) })).can_cancel).toBe(false);
    expect(toEssayView(essay()).feedback).toBeNull();
    expect(toEssayView(essay({ status: 2, summaryRating: 4 })).feedback).toEqual({
      summary_rating: 4,
      comments_rating: null,
    });
  });

  it('should give the tutor the student and how long the reservation holds, in unix seconds', () => {
    const view = toTutorEssay(essay({ reservedUntil: at(1300) }));
    expect(view).toMatchObject({
      student: { id: 7, first_name: 'Ava' },
      reserved_until: 1300,
      created_at: 1000,
      due_at: 87_400,
    });
  });
});
