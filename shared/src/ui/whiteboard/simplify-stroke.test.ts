import { describe, expect, it } from 'vitest';
import type { BoardPoint } from './board-geometry.js';
import { simplifyStroke } from './simplify-stroke.js';

const line = (count: number): BoardPoint[] =>
  Array.from({ length: count }, (_, i) => [0.1 + (0.8 * i) / (count - 1), 0.5] as BoardPoint);

/** A scribble: a spiral with a little noise, every point needed to draw it well. */
const scribble = (count: number): BoardPoint[] =>
  Array.from({ length: count }, (_, i) => {
    const turn = (i / count) * 40 * Math.PI;
    const radius = 0.05 + (0.4 * i) / count;
    return [0.5 + radius * Math.cos(turn) + (i % 3) * 0.001, 0.5 + radius * Math.sin(turn)] as BoardPoint;
  });

describe('simplifyStroke', () => {
  it('should keep a short stroke as drawn, without repeated points', () => {
    const drawn: BoardPoint[] = [
      [0.1, 0.1],
      [0.1, 0.1],
      [0.3, 0.6],
      [0.8, 0.2],
      [0.8, 0.2],
    ];
    expect(simplifyStroke(drawn, 2000)).toEqual([
      [0.1, 0.1],
      [0.3, 0.6],
      [0.8, 0.2],
    ]);
  });

  it('should keep a tap as its one point', () => {
    expect(simplifyStroke([[0.4, 0.4]], 2000)).toEqual([[0.4, 0.4]]);
    expect(simplifyStroke([], 2000)).toEqual([]);
  });

  it('should reduce a straight line to its two ends', () => {
    expect(simplifyStroke(line(1000), 2000)).toEqual([
      [0.1, 0.5],
      [0.9, 0.5],
    ]);
  });

  it('should keep the corner of an L', () => {
    const down = Array.from({ length: 50 }, (_, i) => [0.2, 0.2 + i * 0.01] as BoardPoint);
    const across = Array.from({ length: 50 }, (_, i) => [0.2 + (i + 1) * 0.01, 0.69] as BoardPoint);
    expect(simplifyStroke([...down, ...across], 2000)).toEqual([
      [0.2, 0.2],
      [0.2, 0.69],
      [0.7, 0.69],
    ]);
  });

  it('should keep a spike in a long straight stroke, and little else', () => {
    const drawn = Array.from({ length: 5000 }, (_, i) => [i / 5000, i === 2600 ? 0.2 : 0.5] as BoardPoint);
    const sent = simplifyStroke(drawn, 2000);
    expect(sent).toContainEqual([0.52, 0.2]);
    expect(sent[0]).toEqual([0, 0.5]);
    expect(sent.at(-1)).toEqual(drawn.at(-1));
    expect(sent.length).toBeLessThanOrEqual(6);
  });

  it('should bring a long scribble within the limit, from its first point to its last', () => {
    const drawn = scribble(20_000);
    const sent = simplifyStroke(drawn, 2000);
    expect(sent.length).toBeLessThanOrEqual(2000);
    expect(sent.length).toBeGreaterThan(1800); // as much of the spiral as the limit allows
    expect(sent[0]).toEqual(drawn[0]);
    expect(sent.at(-1)).toEqual(drawn.at(-1));
    const drawnKeys = new Set(drawn.map((point) => point.join()));
    expect(sent.every((point) => drawnKeys.has(point.join()))).toBe(true);
  });

  it('should respect even a tiny limit', () => {
    const drawn = scribble(500);
    const three = simplifyStroke(drawn, 3);
    expect(three.length).toBeLessThanOrEqual(3);
    expect(three[0]).toEqual(drawn[0]);
    expect(three.at(-1)).toEqual(drawn.at(-1));
    expect(simplifyStroke(drawn, 1)).toEqual([drawn[0]]);
  });

  it('should not change what it was given', () => {
    const drawn = scribble(300);
    const copy = drawn.map((point) => [...point]);
    simplifyStroke(drawn, 10);
    expect(drawn).toEqual(copy);
  });
});
