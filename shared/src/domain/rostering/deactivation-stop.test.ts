import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_DEACTIVATION_SHARE, deactivationStop } from './deactivation-stop.js';

const school = (name: string, active: number, deactivating: number) => ({
  sourcedId: name.toLowerCase(),
  name,
  active,
  deactivating,
});

describe('the safety stop of a roster sync', () => {
  it('should let a sync through that deactivates a tenth of a school or less by default', () => {
    expect(DEFAULT_MAX_DEACTIVATION_SHARE).toBe(0.1);
    expect(deactivationStop([school('Maple', 100, 10), school('Oak', 50, 0)])).toEqual({
      stop: false,
      over: [],
    });
  });

  it('should stop a sync that deactivates more than the share of any one school', () => {
    const result = deactivationStop([school('Maple', 100, 11), school('Oak', 200, 2)]);
    expect(result.stop).toBe(true);
    expect(result.over.map((s) => s.name)).toEqual(['Maple']);
  });

  it('should judge each school on its own, not the district as a whole', () => {
    // 6 of 1,010 in the district, but 6 of 10 at the small school.
    expect(
      deactivationStop([school('Big', 1000, 0), school('Small', 10, 6)]).over.map((s) => s.name),
    ).toEqual(['Small']);
  });

  it('should name the schools past the share, the most affected first', () => {
    const result = deactivationStop(
      [school('Ash', 10, 2), school('Birch', 10, 9), school('Cedar', 10, 5)],
      0.1,
    );
    expect(result.over.map((s) => s.name)).toEqual(['Birch', 'Cedar', 'Ash']);
  });

  it('should take the share the source sets', () => {
    expect(deactivationStop([school('Maple', 100, 30)], 0.5).stop).toBe(false);
    expect(deactivationStop([school('Maple', 100, 1)], 0).stop).toBe(true);
    expect(deactivationStop([school('Maple', 100, 100)], 1).stop).toBe(false);
  });

  it('should never stop for a school with nobody active or nobody leaving', () => {
    expect(deactivationStop([school('Empty', 0, 0), school('Calm', 5, 0)], 0).stop).toBe(false);
  });
});
