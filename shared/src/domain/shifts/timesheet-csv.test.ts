import { describe, expect, it } from 'vitest';
import { csvField, TIMESHEET_CSV_HEADER, type TimesheetCsvRow, timesheetCsv } from './timesheet-csv.js';

// 2026-11-23T09:00:00Z
const NINE = 1_795_424_400;
const MINUTE = 60;

const row: TimesheetCsvRow = {
  start_time: NINE,
  end_time: NINE + 120 * MINUTE,
  punch_in: NINE + 3 * MINUTE,
  punch_out: NINE + 118 * MINUTE,
  scheduled_minutes: 120,
  punched_minutes: 115,
  break_minutes: { rest: 10, meal: 30, bio: 4 },
  paid_minutes: 85,
  late_minutes: 3,
  late_segments: 1,
  missed_segments: 0,
  corrected: true,
};

describe('csvField', () => {
  it('should leave a plain field and a number as they are', () => {
    expect(csvField('Tutoring')).toBe('Tutoring');
    expect(csvField(42)).toBe('42');
  });

  it('should quote a field with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('should keep a field starting like a formula as text with a leading quote', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('a=b')).toBe('a=b');
  });
});

describe('timesheetCsv', () => {
  it('should write the header and one CRLF-ended line per shift in UTC', () => {
    const csv = timesheetCsv([row, { ...row, punch_in: null, punch_out: null, corrected: false }]);
    expect(csv.split('\r\n')).toEqual([
      TIMESHEET_CSV_HEADER.join(','),
      '2026-11-23,09:00-11:00 UTC,120,2026-11-23T09:03:00Z,2026-11-23T10:58:00Z,115,10,30,4,85,3,1,0,yes',
      '2026-11-23,09:00-11:00 UTC,120,,,115,10,30,4,85,3,1,0,no',
      '',
    ]);
  });

  it('should write only the header for an empty period', () => {
    expect(timesheetCsv([])).toBe(`${TIMESHEET_CSV_HEADER.join(',')}\r\n`);
  });
});
