import { describe, expect, it } from 'vitest';
import { isImageDataUrl, nextStates, spentPercent } from './rules';
import { PNG } from './testSupport';

describe('promotions rules', () => {
  it('offers each state’s moves', () => {
    expect(nextStates('draft')).toEqual(['published']);
    expect(nextStates('published')).toEqual(['closed', 'draft']);
    expect(nextStates('closed')).toEqual(['published', 'draft']);
    expect(nextStates('published', true)).toEqual(['closed']);
    expect(nextStates('closed', true)).toEqual(['published']);
  });

  it('divides spend by budget exactly, none without a budget', () => {
    expect(spentPercent('2500.00', '10000.00')).toBe(25);
    expect(spentPercent('3333.33', '10000')).toBe(33.3);
    expect(spentPercent('12000', '10000')).toBe(120);
    expect(spentPercent('10', null)).toBeNull();
    expect(spentPercent('10', '0.00')).toBeNull();
  });

  it('draws PNG and JPEG data URLs only', () => {
    expect(isImageDataUrl(PNG)).toBe(true);
    expect(isImageDataUrl('data:image/jpeg;base64,/9j/4AAQ')).toBe(true);
    expect(isImageDataUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isImageDataUrl('https://example.com/a.png')).toBe(false);
    expect(isImageDataUrl(null)).toBe(false);
  });
});
