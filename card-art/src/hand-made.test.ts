import { describe, expect, it } from '@jest/globals';
import { byHand, wanderer } from './hand-made.js';
import { seededRandom } from './seeded-random.js';

/** Every coordinate pair of an absolute path. */
const points = (d: string) => [...d.matchAll(/(-?\d*\.?\d+)\s+(-?\d*\.?\d+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);

describe('hand-made edges', () => {
  const square = 'M100 100 L400 100 L400 400 L100 400 Z';
  const wander = (seed: string, reach = 10) => wanderer(seededRandom(seed), { wavelength: 50, reach, step: 40 });

  it('when a shape is drawn by hand, then its long edges are cut and every point moves, by no more than the reach', () => {
    const d = wander('a')(square);
    const moved = points(d);
    // Four 300 px edges at a 40 px step: eight curves each, three points a curve, and the start.
    expect(moved).toHaveLength(4 * 8 * 3 + 1);
    const onSquare = (x: number, y: number) => Math.min(Math.abs(x - 100), Math.abs(x - 400), Math.abs(y - 100), Math.abs(y - 400));
    for (const [x, y] of moved) expect(onSquare(x, y)).toBeLessThanOrEqual(10.5);
    expect(moved.filter(([x, y]) => onSquare(x, y) > 1).length).toBeGreaterThan(moved.length / 2);
  });

  it('when a closed shape is drawn by hand, then it still closes where it began', () => {
    const d = wander('a')(square);
    const moved = points(d);
    expect(d.endsWith('Z')).toBe(true);
    expect(moved[moved.length - 1]).toEqual(moved[0]);
  });

  it('when the same seed draws twice, then the edges are the same; another seed draws others', () => {
    expect(wander('a')(square)).toBe(wander('a')(square));
    expect(wander('b')(square)).not.toBe(wander('a')(square));
  });

  it('when a layer of shapes is drawn by hand, then every path moves and everything else is kept', () => {
    const layer = `<path d="M0 0 L100 0" stroke="red"/><circle cx="5" cy="5" r="3"/><path d="m10 10 q20 -20 40 0 t40 0" fill="none"/>`;
    const out = byHand(layer, wander('c'));
    expect(out.match(/<path d="M[^"]*C[^"]*"/g)).toHaveLength(2);
    expect(out).toContain('stroke="red"');
    expect(out).toContain('<circle cx="5" cy="5" r="3"/>');
    for (const [, d] of out.matchAll(/ d="([^"]*)"/g)) expect(d).toMatch(/^(M[-\d ]+(C[-\d ]+)+Z?)+$/);
  });
});
