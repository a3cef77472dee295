import type { RaffleDraw } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { raffleDrawFixture, raffleFixture } from '../testSupport';
import { envelopeSlots, ENVELOPES_SHOWN } from './envelopes';
import { drawBlock, poolEmpty, sameAmount } from './rules';
import { angleUnderPointer, indexAngle, sectorPath, segmentTone, spinTo, wheelSegments } from './wheel';

describe('the wheel', () => {
  it('sizes segments by weight, in table order', () => {
    const segments = wheelSegments([50, 30, 15, 5]);
    expect(segments.map((segment) => [segment.start, segment.end])).toEqual([
      [0, 180],
      [180, 288],
      [288, 342],
      [342, 360],
    ]);
    expect(segments[0]!.mid).toBe(90);
  });

  it('stops every index inside its prize segment, always turning forward', () => {
    const weights = [50, 30, 15, 5];
    const segments = wheelSegments(weights);
    let rotation = 0;
    for (const [index, position] of [
      [0, 0],
      [49, 0],
      [50, 1],
      [79, 1],
      [80, 2],
      [94, 2],
      [95, 3],
      [99, 3],
    ] as const) {
      const next = spinTo(rotation, indexAngle(index, 100));
      expect(next - rotation).toBeGreaterThanOrEqual(5 * 360);
      expect(next - rotation).toBeLessThan(6 * 360);
      const under = angleUnderPointer(next);
      expect(under).toBeGreaterThan(segments[position]!.start);
      expect(under).toBeLessThan(segments[position]!.end);
      rotation = next;
    }
  });

  it('never gives neighbours the same colour, the last and the first included', () => {
    for (let count = 2; count <= 24; count += 1) {
      const tones = Array.from({ length: count }, (_, position) => segmentTone(position, count));
      for (let position = 0; position < count; position += 1)
        expect(tones[position], `${count}:${position}`).not.toBe(tones[(position + 1) % count]);
    }
  });

  it('draws a whole circle for a segment of 360°', () => {
    expect(sectorPath(150, 150, 140, 0, 360)).toContain('A 140 140 0 1 1 150 290');
    expect(sectorPath(150, 150, 140, 0, 90)).toBe('M 150 150 L 150 10 A 140 140 0 0 1 290 150 Z');
  });
});

describe('red-envelope places', () => {
  const draw = (id: number): RaffleDraw => raffleDrawFixture({ id });

  it('shows one closed envelope per draw left, at most 6', () => {
    expect(envelopeSlots({}, 2).map((slot) => slot.slot)).toEqual([0, 1]);
    expect(envelopeSlots({}, 40)).toHaveLength(ENVELOPES_SHOWN);
    expect(envelopeSlots({}, 0)).toEqual([]);
  });

  it('keeps opened envelopes in their places', () => {
    const slots = envelopeSlots({ 2: draw(1) }, 3);
    expect(slots.map((slot) => [slot.slot, slot.draw?.id ?? null])).toEqual([
      [0, null],
      [1, null],
      [2, 1],
      [3, null],
    ]);
    expect(envelopeSlots({ 2: draw(1) }, 0).map((slot) => slot.slot)).toEqual([2]);
    expect(envelopeSlots({ 0: draw(1), 5: draw(2) }, 9)).toHaveLength(ENVELOPES_SHOWN);
  });
});

describe('draw rules', () => {
  const open = raffleFixture();

  it('gives the first reason a draw cannot be taken', () => {
    const base = { loggedIn: true, trial: false, raffle: open, drawsLeft: 2 };
    expect(drawBlock(base)).toBeNull();
    expect(drawBlock({ ...base, loggedIn: false })).toBe('login');
    expect(drawBlock({ ...base, trial: true })).toBe('trial');
    expect(drawBlock({ ...base, raffle: { ...open, status: 'coming_soon' } })).toBe('comingSoon');
    expect(drawBlock({ ...base, raffle: { ...open, status: 'closed' } })).toBe('closed');
    expect(drawBlock({ ...base, raffle: { ...open, status: 'closed', poolLeft: '87.99' } })).toBe(
      'poolEmpty',
    );
    expect(drawBlock({ ...base, drawsLeft: null })).toBe('loading');
    expect(drawBlock({ ...base, drawsLeft: 0 })).toBe('noDraws');
  });

  it('compares amounts as money', () => {
    expect(poolEmpty({ prizes: open.prizes, poolLeft: '88.00' })).toBe(false);
    expect(poolEmpty({ prizes: open.prizes, poolLeft: '87.9999' })).toBe(true);
    expect(sameAmount('5', '5.00')).toBe(true);
    expect(sameAmount('5.01', '5.00')).toBe(false);
    expect(sameAmount('x', 'x')).toBe(false);
  });
});
