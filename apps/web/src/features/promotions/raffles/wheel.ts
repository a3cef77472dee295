/*
 * The prize wheel's geometry. Angles are degrees clockwise from the top, where the pointer is. Each
 * prize takes a share of the circle equal to its odds (weight / total), in table order, so a draw's
 * index in [0, total) is also a point on the wheel: (index + ½) / total of a turn lies inside the
 * drawn prize's segment, and the wheel stops with that point under the pointer.
 */

export interface Segment {
  start: number;
  end: number;
  /** The middle of the segment, where its label goes. */
  mid: number;
}

/** One segment per prize, sized by weight, in table order. */
export function wheelSegments(weights: readonly number[]): Segment[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let before = 0;
  return weights.map((weight) => {
    const start = (before / total) * 360;
    before += weight;
    const end = (before / total) * 360;
    return { start, end, mid: (start + end) / 2 };
  });
}

/** Where a draw's index lies on the wheel. */
export function indexAngle(index: number, total: number): number {
  return ((index + 0.5) / total) * 360;
}

/** Full turns of a spin before it settles. */
export const SPIN_TURNS = 5;

/**
 * The wheel's next rotation (clockwise, degrees, always forward of `current`): at least `turns` full
 * turns, ending with `angle` under the pointer.
 */
export function spinTo(current: number, angle: number, turns = SPIN_TURNS): number {
  const base = current + turns * 360;
  const wanted = (((360 - angle) % 360) + 360) % 360;
  const delta = (((wanted - base) % 360) + 360) % 360;
  return base + delta;
}

/** The wheel point under the pointer at `rotation`. */
export function angleUnderPointer(rotation: number): number {
  return (((360 - rotation) % 360) + 360) % 360;
}

const point = (cx: number, cy: number, r: number, angle: number) => {
  const radians = (angle * Math.PI) / 180;
  return { x: cx + r * Math.sin(radians), y: cy - r * Math.cos(radians) };
};
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The SVG path of a segment of the circle (cx, cy, r). */
export function sectorPath(cx: number, cy: number, r: number, start: number, end: number): string {
  if (end - start >= 359.999) {
    // A whole circle: two half arcs (one arc cannot start and end at the same point).
    return `M ${cx} ${cy - r} A ${r} ${r} 0 1 1 ${cx} ${cy + r} A ${r} ${r} 0 1 1 ${cx} ${cy - r} Z`;
  }
  const from = point(cx, cy, r, start);
  const to = point(cx, cy, r, end);
  const large = end - start > 180 ? 1 : 0;
  return `M ${cx} ${cy} L ${round(from.x)} ${round(from.y)} A ${r} ${r} 0 ${large} 1 ${round(to.x)} ${round(to.y)} Z`;
}

/**
 * Segment colours, three taking turns; neighbours never share one, the last and the first included.
 */
export function segmentTone(position: number, count: number): 0 | 1 | 2 {
  if (count % 3 === 1 && position === count - 1) return 1;
  return (position % 3) as 0 | 1 | 2;
}

/** Segments narrower than this show no label (the odds table lists every prize). */
export const MIN_LABEL_SWEEP = 11;
