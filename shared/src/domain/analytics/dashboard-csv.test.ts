import { describe, expect, it } from 'vitest';
import { dashboardCsv } from './dashboard-csv.js';

describe('dashboardCsv', () => {
  it('quotes what needs quoting, keeps formulas text and writes empty cells for nothing', () => {
    expect(
      dashboardCsv(
        ['School', 'Active', 'Percentage'],
        [
          ['North, "East"', 2, 66.7],
          ['=SUM(A1)', 0, null],
        ],
      ),
    ).toBe('School,Active,Percentage\r\n"North, ""East""",2,66.7\r\n\'=SUM(A1),0,\r\n');
  });
});
