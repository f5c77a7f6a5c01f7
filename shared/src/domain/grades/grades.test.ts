import { describe, expect, it } from 'vitest';
import {
  GRADE_GROUPS,
  GRADES,
  gradeById,
  gradeByLevel,
  gradeGroupOf,
  gradeLabel,
  gradeLabelById,
  UNCATEGORIZED_GRADE_ID,
} from './grades.js';

describe('grade table', () => {
  it('lists PK, K, 1 to 12, U and Other in school order', () => {
    expect(GRADES.map((grade) => grade.level)).toEqual([
      'PK',
      'K',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      'U',
      'Other',
    ]);
  });

  it('gives every grade a distinct id', () => {
    expect(new Set(GRADES.map((grade) => grade.id)).size).toBe(GRADES.length);
  });

  it('keeps the documented ids', () => {
    expect(gradeByLevel('PK').id).toBe(14);
    expect(gradeByLevel('K').id).toBe(13);
    expect(gradeByLevel('1').id).toBe(1);
    expect(gradeByLevel('12').id).toBe(12);
    expect(gradeByLevel('U').id).toBe(15);
    expect(gradeByLevel('Other').id).toBe(16);
  });

  it('has the three grade groups', () => {
    expect(GRADE_GROUPS.map((group) => group.name)).toEqual(['elementary', 'middleAndHigh', 'postSecondary']);
  });
});

describe('gradeLabel', () => {
  it.each([
    ['PK', 'Pre-K'],
    ['K', 'Kindergarten'],
    ['U', 'University'],
    ['1', 'Grade 1'],
    ['9', 'Grade 9'],
    ['12', 'Grade 12'],
  ] as const)('labels %s as %s', (level, label) => {
    expect(gradeLabel(level)).toBe(label);
  });
});

describe('gradeLabelById', () => {
  it('shows the uncategorized grade as Not Specified', () => {
    expect(UNCATEGORIZED_GRADE_ID).toBe(-1);
    expect(gradeLabelById(-1)).toBe('Not Specified');
  });

  it('labels a known id', () => {
    expect(gradeLabelById(7)).toBe('Grade 7');
    expect(gradeLabelById(13)).toBe('Kindergarten');
  });

  it('returns null for an id it does not know', () => {
    expect(gradeLabelById(99)).toBeNull();
    expect(gradeById(0)).toBeNull();
  });
});

describe('gradeGroupOf', () => {
  it.each(['PK', 'K', '1', '5'] as const)('puts %s in elementary', (level) => {
    expect(gradeGroupOf(level)).toBe('elementary');
  });

  it.each(['6', '8', '12'] as const)('puts %s in middleAndHigh', (level) => {
    expect(gradeGroupOf(level)).toBe('middleAndHigh');
  });

  it('puts U in postSecondary', () => {
    expect(gradeGroupOf('U')).toBe('postSecondary');
  });

  it('puts Other in no group', () => {
    expect(gradeGroupOf('Other')).toBeNull();
  });
});
