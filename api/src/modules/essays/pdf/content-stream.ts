// Numbers as a PDF content stream writes them, shared by the marks and the numbers beside them.

/** Content-stream numbers: no exponents, three decimals (a thousandth of a point is plenty). */
export function num(value: number) {
  return String(Math.round(value * 1000) / 1000);
}
export const pt = ([x, y]: [number, number]) => `${num(x)} ${num(y)}`;
