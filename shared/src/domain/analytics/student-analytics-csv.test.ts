import { describe, expect, it } from 'vitest';
import { studentAnalyticsCsvHeader, studentAnalyticsCsvLines } from './student-analytics-csv.js';

const row = {
  id: 7,
  first_name: 'Ada',
  last_name: 'Lovelace, "Countess"',
  username: 'ada',
  school_id: 3,
  school_name: 'North',
  grade: null,
  sessions: 2,
  essays: 0,
  last_activity: 1_791_208_800,
};

describe('student analytics CSV', () => {
  it('should name every column in the header line', () => {
    expect(studentAnalyticsCsvHeader()).toBe(
      'student_id,first_name,last_name,username,school,grade,sessions,essays,last_activity\r\n',
    );
  });

  it('should quote fields with commas and quotes, leave an empty grade empty and write instants in UTC', () => {
    expect(studentAnalyticsCsvLines([row, { ...row, id: 8, last_activity: null }])).toBe(
      '7,Ada,"Lovelace, ""Countess""",ada,North,,2,0,2026-10-05T14:00:00Z\r\n' +
        '8,Ada,"Lovelace, ""Countess""",ada,North,,2,0,\r\n',
    );
  });

  it('should write nothing for no rows', () => {
    expect(studentAnalyticsCsvLines([])).toBe('');
  });
});
