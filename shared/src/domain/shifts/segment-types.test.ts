import { describe, expect, it } from 'vitest';
import {
  breakKindOfSegmentType,
  punchRoleTypeOfSegment,
  segmentAllowsOnlyEssayReview,
  segmentTakesLiveSessions,
} from './segment-types.js';
import { SEGMENT_TYPE_NAMES } from './shift-constants.js';

describe('which segments take live sessions and which only essay review', () => {
  it.each(SEGMENT_TYPE_NAMES.map((name) => [name]))('%s', (name) => {
    expect(segmentTakesLiveSessions(name)).toBe(name === 'Tutoring Session');
    expect(segmentAllowsOnlyEssayReview(name)).toBe(name === 'Writing Review' || name === 'Essay Review');
  });
});

describe('punchRoleTypeOfSegment', () => {
  it.each([
    ['Tutoring Session', 1],
    ['Writing Review', 2],
    ['Essay Review', 2],
    ['Meeting', 1],
  ])('punches a %s segment in with role type %i', (name, roleType) => {
    expect(punchRoleTypeOfSegment(name)).toBe(roleType);
  });
});

describe('breakKindOfSegmentType', () => {
  it.each([
    [11, 'rest'],
    [12, 'meal'],
    [2, null],
    [10, null],
    [13, null],
  ])('segment type %i is a %s break', (id, kind) => {
    expect(breakKindOfSegmentType(id)).toBe(kind);
  });
});
