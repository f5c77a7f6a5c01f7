import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { undeclaredKeys } from './undeclared-keys.js';

const schema = z.object({
  id: z.number(),
  school: z.object({ name: z.string() }).nullable(),
  sections: z.array(z.object({ id: z.number() })),
});

function check(sent: unknown) {
  return undeclaredKeys(sent, schema.parse(sent));
}

describe('undeclaredKeys', () => {
  it('should find nothing when every key is declared', () => {
    expect(check({ id: 1, school: null, sections: [{ id: 2 }] })).toEqual([]);
  });

  it('should name a leaked key at the top, in a nested object and in an array item', () => {
    expect(
      check({
        id: 1,
        password_hash: 'x',
        school: { name: 'Maple', licence_key: 'k' },
        sections: [{ id: 2 }, { id: 3, notes: '' }],
      }),
    ).toEqual(['password_hash', 'school.licence_key', 'sections[1].notes']);
  });

  it('should ignore keys whose value is undefined', () => {
    expect(check({ id: 1, school: null, sections: [], later: undefined })).toEqual([]);
  });
});
