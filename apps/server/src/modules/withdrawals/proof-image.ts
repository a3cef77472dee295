import { validationError } from '../../platform/http/errors.js';

export const PROOF_MAX_BYTES = 2 * 1024 * 1024;

const SIGNATURES: { type: string; matches: (bytes: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', matches: (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  {
    type: 'image/webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/**
 * A proof image (data URL) as stored: re-labelled with the type its bytes really are, so a file
 * claiming to be a PNG but holding something else is refused. Field errors on `field`.
 */
export function checkedProofImage(dataUrl: string, field = 'proofImage'): string {
  const comma = dataUrl.indexOf(',');
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (bytes.length > PROOF_MAX_BYTES)
    throw validationError({
      [field]: { code: 'field.too_big', message: 'The picture must be at most 2 MB' },
    });
  const kind = SIGNATURES.find((signature) => signature.matches(bytes));
  if (comma < 0 || !kind)
    throw validationError({
      [field]: { code: 'field.image_type', message: 'The picture must be a PNG, JPEG or WebP image' },
    });
  return `data:${kind.type};base64,${bytes.toString('base64')}`;
}
