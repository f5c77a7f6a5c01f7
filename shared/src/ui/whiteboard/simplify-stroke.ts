import { BOARD_ASPECT, type BoardPoint } from './board-geometry.js';

/** Detail finer than this (in board widths, ~0.4 px on an 800 px board) is invisible: dropped. */
export const SIMPLIFY_TOLERANCE = 0.0005;

/**
 * RDP takes time quadratic in the points of a zigzag (a child colouring in, back and forth): a
 * long stroke is weighed in pieces of this many points, so simplifying stays linear (milliseconds
 * for a minute of drawing) on the pointerup that sends it.
 */
const PIECE = 256;

type Point = readonly [number, number];

/**
 * A drawn stroke made small enough to send: repeated points dropped, then Ramer–Douglas–Peucker,
 * which drops what lies within `tolerance` of a straight stretch and, for a stroke still too
 * long, raises the tolerance just enough that at most `max` points remain. The first and last
 * points are always kept; corners outlast straight runs. Returns a new array.
 */
export function simplifyStroke(
  points: readonly Point[],
  max: number,
  tolerance = SIMPLIFY_TOLERANCE,
): BoardPoint[] {
  const limit = Math.max(1, Math.floor(max));
  const distinct: BoardPoint[] = [];
  for (const point of points) {
    const last = distinct.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) distinct.push([point[0], point[1]]);
  }
  if (limit === 1) return distinct.slice(0, 1);
  if (distinct.length <= 2) return distinct;

  const weight = significance(distinct);
  let kept = [...weight.keys()].filter((index) => weight[index]! > tolerance);
  if (kept.length > limit) {
    // The `limit` most significant points: what RDP keeps at the smallest tolerance that fits.
    const cut = [...kept].sort((a, b) => weight[b]! - weight[a]!)[limit - 1]!;
    const threshold = weight[cut]!;
    let room = limit - kept.filter((index) => weight[index]! > threshold).length;
    kept = kept.filter((index) => weight[index]! > threshold || (weight[index] === threshold && room-- > 0));
  }
  return kept.map((index) => distinct[index]!);
}

/**
 * For each point, the largest tolerance at which Ramer–Douglas–Peucker would still keep it (the
 * two ends: always). RDP at tolerance ε keeps exactly the points weighing more than ε, so one pass
 * serves every tolerance. A long stroke is weighed piece by piece, and the pieces' ends by RDP
 * over those ends alone: a straight stretch across a piece's end still comes down to its ends.
 */
function significance(points: BoardPoint[]): Float64Array {
  const weight = new Float64Array(points.length);
  const ends: number[] = [];
  for (let index = 0; index < points.length - 1; index += PIECE) ends.push(index);
  ends.push(points.length - 1);
  if (ends.length > 2) {
    const endWeight = significance(ends.map((index) => points[index]!));
    ends.forEach((index, i) => weigh(points, weight, index, ends[i + 1] ?? index));
    ends.forEach((index, i) => (weight[index] = endWeight[i]!));
  } else weigh(points, weight, 0, points.length - 1);
  weight[0] = Infinity;
  weight[points.length - 1] = Infinity;
  return weight;
}

/** RDP between `from` and `to`, writing each inner point's weight. Iterative: no stack to overflow. */
function weigh(points: BoardPoint[], weight: Float64Array, from: number, to: number): void {
  const stack: [first: number, last: number, cap: number][] = [[from, to, Infinity]];
  while (stack.length > 0) {
    const [first, last, cap] = stack.pop()!;
    let farthest = -1;
    let farthestSquared = 0;
    for (let i = first + 1; i < last; i++) {
      const squared = squaredDistanceToSegment(points[i]!, points[first]!, points[last]!);
      if (squared > farthestSquared) {
        farthest = i;
        farthestSquared = squared;
      }
    }
    if (farthest === -1) continue; // nothing between, or all of it on the line: weighs nothing
    // A point is only reached once its segment was split, so it can weigh no more than the split.
    const kept = Math.min(cap, Math.sqrt(farthestSquared));
    weight[farthest] = kept;
    stack.push([first, farthest, kept], [farthest, last, kept]);
  }
}

/** The squared distance from p to the segment ab, in board widths. */
function squaredDistanceToSegment(p: Point, a: Point, b: Point): number {
  const px = p[0];
  const py = p[1] / BOARD_ASPECT;
  const ax = a[0];
  const ay = a[1] / BOARD_ASPECT;
  const dx = b[0] - ax;
  const dy = b[1] / BOARD_ASPECT - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  const ex = px - (ax + t * dx);
  const ey = py - (ay + t * dy);
  return ex * ex + ey * ey;
}
