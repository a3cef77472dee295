import { describe, expect, it } from 'vitest';
import type { AppError } from '../platform/errors.js';
import { checkImage } from './images.js';
import { refusalCode } from './test-support.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
const url = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('image check', () => {
  const options = { field: 'proofImage', maxBytes: 64 };

  it('accepts PNG, JPEG and WebP by their bytes and labels them with their real type', () => {
    expect(checkImage(url('image/png', PNG), options)).toBe(url('image/png', PNG));
    expect(checkImage(url('image/png', JPEG), options)).toBe(url('image/jpeg', JPEG));
    expect(checkImage(url('image/webp', WEBP), options)).toBe(url('image/webp', WEBP));
  });

  it('refuses a mislabelled picture when the label must match', () => {
    expect(refusalCode(() => checkImage(url('image/png', JPEG), { ...options, sameLabel: true }))).toBe(
      'field.image_type',
    );
  });

  it('refuses text, SVG, non-base64 and oversize pictures on the named field', () => {
    expect(
      refusalCode(() => checkImage(url('image/png', Buffer.from('hello, not a picture')), options)),
    ).toBe('field.image_type');
    expect(refusalCode(() => checkImage(url('image/svg+xml', Buffer.from('<svg/>')), options))).toBe(
      'field.image_type',
    );
    expect(refusalCode(() => checkImage('data:image/png,plain', options))).toBe('field.image_type');
    expect(
      refusalCode(() => checkImage(url('image/png', Buffer.concat([PNG, Buffer.alloc(64)])), options)),
    ).toBe('field.too_big');
    try {
      checkImage('nonsense', options);
    } catch (error) {
      expect(Object.keys(((error as AppError).value as { fields: object }).fields)).toEqual(['proofImage']);
    }
  });
});
