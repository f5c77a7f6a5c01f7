import { describe, expect, it } from 'vitest';
import {
  breakKindOfSegmentType,
  punchRoleTypeOfSegment,
  SEGMENT_TYPES,
  segmentAllowsOnlyEssayReview,
  segmentTakesLiveSessions,
  segmentTypeMayTakeLiveSessions,
  segmentTypeNamed,
} from './segment-types.js';
import { SEGMENT_TYPE_NAMES } from './shift-constants.js';

describe('which segment types take live sessions and which only essay review', () => {
  it.each(SEGMENT_TYPE_NAMES.map((name) => [name]))('%s', (name) => {
    expect(segmentTypeMayTakeLiveSessions(name)).toBe(name === 'Tutoring Session');
    expect(segmentAllowsOnlyEssayReview(name)).toBe(name === 'Writing Review' || name === 'Essay Review');
  });
});

describe('segmentTakesLiveSessions', () => {
  it('should put a tutoring segment in line for live sessions while its switch is on', () => {
    expect(segmentTakesLiveSessions({ type: { name: 'Tutoring Session' }, is_sessionable: true })).toBe(true);
  });

  it('should keep a tutoring segment a manager switched off out of line', () => {
    expect(segmentTakesLiveSessions({ type: { name: 'Tutoring Session' }, is_sessionable: false })).toBe(
      false,
    );
  });

  it.each(SEGMENT_TYPE_NAMES.filter((name) => name !== 'Tutoring Session').map((name) => [name]))(
    'should never give live sessions to a %s segment, even flagged sessionable',
    (name) => {
      expect(segmentTakesLiveSessions({ type: { name }, is_sessionable: true })).toBe(false);
    },
  );
});

describe('the segment type catalogue', () => {
  it('should list every type of the spec once, in its order, each with its own id', () => {
    expect(SEGMENT_TYPES.map((type) => type.name)).toEqual([...SEGMENT_TYPE_NAMES]);
    expect(new Set(SEGMENT_TYPES.map((type) => type.id)).size).toBe(SEGMENT_TYPE_NAMES.length);
  });

  it("should keep the spec's fixed ids: essay review 2, paid break 11, unpaid break 12", () => {
    expect(segmentTypeNamed('Essay Review')?.id).toBe(2);
    expect(segmentTypeNamed('Paid Break')?.id).toBe(11);
    expect(segmentTypeNamed('Unpaid Break')?.id).toBe(12);
  });

  it('should describe tutoring, review and break types as the punch clock and live help treat them', () => {
    expect(segmentTypeNamed('Tutoring Session')).toEqual({
      id: 1,
      name: 'Tutoring Session',
      role_type: 1,
      may_punch: true,
      sessionable_by_default: true,
      essay_review_only: false,
      colour_key: 'tutoring-session',
    });
    expect(segmentTypeNamed('Writing Review')).toMatchObject({
      role_type: 2,
      may_punch: true,
      sessionable_by_default: false,
      essay_review_only: true,
    });
    expect(segmentTypeNamed('Paid Break')).toMatchObject({
      role_type: null,
      may_punch: false,
      sessionable_by_default: false,
      colour_key: 'paid-break',
    });
    expect(SEGMENT_TYPES.filter((type) => type.sessionable_by_default).map((type) => type.name)).toEqual([
      'Tutoring Session',
    ]);
    expect(SEGMENT_TYPES.filter((type) => !type.may_punch).map((type) => type.name)).toEqual([
      'Paid Break',
      'Unpaid Break',
    ]);
  });

  it('should give each type a colour key of its own, usable in a class name', () => {
    const keys = SEGMENT_TYPES.map((type) => type.colour_key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(segmentTypeNamed('On-call')?.colour_key).toBe('on-call');
  });

  it('should not know a name outside the spec', () => {
    expect(segmentTypeNamed('Nap')).toBeUndefined();
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
