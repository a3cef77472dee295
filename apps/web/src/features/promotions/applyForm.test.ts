import { ApiError } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import {
  imageFileProblem,
  isPngOrJpegDataUrl,
  messagingIdProblem,
  pickImages,
  refusedFields,
  remarkProblem,
} from './applyForm';

const MB = 1024 * 1024;
const png = (size = 1000) => ({ type: 'image/png', size });

describe('image checks', () => {
  it('takes PNG and JPEG up to 5 MB', () => {
    expect(imageFileProblem(png(5 * MB))).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(imageFileProblem(png(5 * MB + 1))).toBe('size');
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(imageFileProblem({ type: 'image/webp', size: 10 })).toBe('type');
    expect(imageFileProblem({ type: '', size: 10 })).toBe('type');
  });

  it('accepts up to 3 images in all and names the first problem', () => {
    expect(pickImages([png(), png()], 0)).toEqual({ accepted: [png(), png()], problem: null });
    expect(pickImages([png(), png(), png(), png()], 0)).toEqual({
      accepted: [png(), png(), png()],
      problem: 'count',
    });
    expect(pickImages([png()], 3)).toEqual({ accepted: [], problem: 'count' });
    const gif = { type: 'image/gif', size: 1 };
    expect(pickImages([gif, png()], 1)).toEqual({ accepted: [png()], problem: 'type' });
  });

  it('tells PNG and JPEG data from anything else by their first bytes', () => {
    expect(isPngOrJpegDataUrl('data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==')).toBe(true);
    expect(isPngOrJpegDataUrl('data:image/jpeg;base64,/9j/4AAQSkZJRg==')).toBe(true);
    expect(isPngOrJpegDataUrl('data:image/png;base64,R0lGODlhAQABAAAAACw=')).toBe(false);
  });
});

describe('remark and messaging ID', () => {
  it('allows 140 characters after trimming', () => {
    expect(remarkProblem('a'.repeat(140))).toBeNull();
    expect(remarkProblem(`  ${'a'.repeat(140)}  `)).toBeNull();
    expect(remarkProblem('a'.repeat(141))).toBe('tooLong');
  });

  it('wants 6 to 20 digits', () => {
    expect(messagingIdProblem('  ')).toBe('required');
    expect(messagingIdProblem('84901234567')).toBeNull();
    expect(messagingIdProblem('+84901234567')).toBeNull();
    expect(messagingIdProblem('12345')).toBe('format');
    expect(messagingIdProblem('0901-234-567')).toBe('format');
  });
});

describe('refusedFields', () => {
  it('reads the fields of validation.failed and the code about the messaging ID', () => {
    const refused = new ApiError('validation.failed', 400, '', {
      fields: {
        'images.1': { code: 'field.invalid_format', message: 'Expected an image' },
        remark: { code: 'field.too_big', message: 'Too long' },
        activityId: { code: 'field.invalid', message: '' },
      },
    });
    expect(refusedFields(refused).sort()).toEqual(['images', 'remark']);
    expect(refusedFields(new ApiError('promotion.messaging.required', 400, ''))).toEqual(['messagingId']);
    expect(refusedFields(new ApiError('promotion.not.open', 409, ''))).toEqual([]);
    expect(refusedFields(new Error('x'))).toEqual([]);
  });
});
