import { describe, expect, it } from 'vitest';
import {
  columnIndex,
  headerRefusals,
  missingFileRefusals,
  type OneRosterFile,
  processingModes,
} from './oneroster-files.js';

const files = (...names: OneRosterFile[]) => new Set(names);

describe('an export’s files', () => {
  it('should read every file present as bulk without a manifest, and as the manifest says with one', () => {
    expect([...processingModes(null, files('orgs.csv', 'users.csv'))]).toEqual([
      ['orgs.csv', 'bulk'],
      ['users.csv', 'bulk'],
    ]);
    const manifest = new Map([
      ['file.users', 'delta'],
      ['file.enrollments', 'absent'],
    ]);
    expect([...processingModes(manifest, files('orgs.csv', 'users.csv', 'enrollments.csv'))]).toEqual([
      ['orgs.csv', 'bulk'],
      ['users.csv', 'delta'],
    ]);
  });

  it('should need orgs.csv and users.csv, and the files the others name', () => {
    expect(
      missingFileRefusals(files('orgs.csv', 'users.csv', 'enrollments.csv')).map((r) => [r.file, r.params]),
    ).toEqual([['classes.csv', { needed_by: 'enrollments.csv' }]]);
    expect(missingFileRefusals(files('classes.csv')).map((r) => r.file)).toEqual([
      'orgs.csv',
      'users.csv',
      'courses.csv',
    ]);
  });

  it('should name each required column a header lacks, on line 1', () => {
    const refusals = headerRefusals('users.csv', columnIndex(['sourcedId', 'username', ' givenName ']));
    expect(refusals.map((r) => [r.line, r.field, r.rule])).toEqual([
      [1, 'enabledUser', 'missing_column'],
      [1, 'familyName', 'missing_column'],
    ]);
  });
});
