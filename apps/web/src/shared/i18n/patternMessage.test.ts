import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { patternMessage } from './patternMessage';

describe('patternMessage', () => {
  it('shows the range when min and max differ', () => {
    expect(patternMessage(i18n.t, 3, 6, 12)).toBe('6–12 letters or digits');
  });
  it('shows one number when min equals max', () => {
    expect(patternMessage(i18n.t, 5, 11, 11)).toBe('11 digits');
  });
  it('falls back to "other" for an unknown pattern id', () => {
    expect(patternMessage(i18n.t, 42, 1, 9)).toBe('1–9 characters');
  });
});
