import type { RaffleDraw } from '@wps/contracts';

/** At most this many envelopes lie on the table at once. */
export const ENVELOPES_SHOWN = 6;

export interface EnvelopeSlot {
  slot: number;
  draw: RaffleDraw | null;
}

/**
 * Where each envelope lies: those opened here stay in place showing their amount; closed ones fill the
 * other places, one per envelope left (at most ENVELOPES_SHOWN in all).
 */
export function envelopeSlots(
  opened: Readonly<Record<number, RaffleDraw>>,
  drawsLeft: number,
): EnvelopeSlot[] {
  const openedSlots = Object.keys(opened).map(Number);
  let closed = Math.max(0, Math.min(drawsLeft, ENVELOPES_SHOWN - openedSlots.length));
  const last = openedSlots.length > 0 ? Math.max(...openedSlots) : -1;
  const slots: EnvelopeSlot[] = [];
  for (let slot = 0; slot < ENVELOPES_SHOWN && (closed > 0 || slot <= last); slot += 1) {
    const draw = opened[slot];
    if (draw) slots.push({ slot, draw });
    else if (closed > 0) {
      slots.push({ slot, draw: null });
      closed -= 1;
    }
  }
  return slots;
}
