import { validationError } from '../platform/errors.js';

/*
 * One image check for every upload (deposit and withdrawal proofs, avatars, and identity documents
 * later): the picture is judged by its bytes, never by the type it claims (docs/security.md).
 */

const SIGNATURES: { type: string; matches: (bytes: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', matches: (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  {
    type: 'image/webp',
    matches: (b) =>
      b.length >= 12 &&
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

const DATA_URL = /^data:([^;,]*)(;base64)?,(.*)$/s;

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

/**
 * An uploaded picture (a base64 data URL) as stored: a PNG, JPEG or WebP by its bytes, at most
 * `maxBytes` once decoded, re-labelled with the type its bytes really are. With `sameLabel` a picture
 * whose claimed type differs from its bytes is refused too. Errors are `validation.failed` on `field`:
 * `field.too_big` or `field.image_type`.
 */
export function checkImage(
  dataUrl: string,
  options: { field: string; maxBytes: number; sameLabel?: boolean; types?: readonly ImageType[] },
): string {
  const { type, bytes } = checkImageBytes(dataUrl, options);
  return `data:${type};base64,${bytes.toString('base64')}`;
}

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';
const TYPE_NAMES: Record<ImageType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};

/** As `checkImage`, answering the decoded bytes and their real type (for storing them as bytes). */
export function checkImageBytes(
  dataUrl: string,
  options: { field: string; maxBytes: number; sameLabel?: boolean; types?: readonly ImageType[] },
): { type: ImageType; bytes: Buffer } {
  const refuse = (code: string, message: string) => validationError({ [options.field]: { code, message } });
  const types = options.types ?? (Object.keys(TYPE_NAMES) as ImageType[]);
  const match = DATA_URL.exec(dataUrl);
  const bytes = match?.[2] ? Buffer.from(match[3]!, 'base64') : Buffer.alloc(0);
  if (bytes.length > options.maxBytes)
    throw refuse('field.too_big', `The picture must be at most ${sizeText(options.maxBytes)}`);
  const kind = SIGNATURES.find((signature) => signature.matches(bytes));
  if (
    !match ||
    !kind ||
    !types.includes(kind.type as ImageType) ||
    (options.sameLabel && match[1] !== kind.type)
  ) {
    const names = types.map((t) => TYPE_NAMES[t]);
    throw refuse(
      'field.image_type',
      `The picture must be a ${names.slice(0, -1).join(', ')}${names.length > 1 ? ' or ' : ''}${names.at(-1)} image`,
    );
  }
  return { type: kind.type as ImageType, bytes };
}
