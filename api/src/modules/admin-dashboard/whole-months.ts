/**
 * The whole calendar months inside a range of days (both ends included), as the first day of the
 * first such month and the first day after the last; an empty span (`from` = `to`) when the range
 * holds no whole month. Dates are `YYYY-MM-DD`.
 */
export function wholeMonths(startDate: string, endDate: string): { from: string; to: string } {
  const [sy, sm, sd] = startDate.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = endDate.split('-').map(Number) as [number, number, number];
  const first = sd === 1 ? monthIndex(sy, sm) : monthIndex(sy, sm) + 1;
  const lastDay = new Date(Date.UTC(ey, em, 0)).getUTCDate();
  const after = ed === lastDay ? monthIndex(ey, em) + 1 : monthIndex(ey, em);
  if (after <= first) return { from: startDate, to: startDate };
  return { from: monthStart(first), to: monthStart(after) };
}

const monthIndex = (year: number, month: number) => year * 12 + (month - 1);
const monthStart = (index: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
