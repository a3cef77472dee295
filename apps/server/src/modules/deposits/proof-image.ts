import { validationError } from '../../platform/http/errors.js';

export const PROOF_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * Checks a proof image data URL: the bytes must really be the PNG, JPEG or WebP it claims (magic
 * bytes), and at most 2 MB once decoded. Throws validation.failed on `field`.
 */
export function checkProofImage(dataUrl: string, field = 'proofImage'): void {
  const refuse = (code: string, message: string) => validationError({ [field]: { code, message } });
  const match = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  if (!match) throw refuse('field.invalid_format', 'Expected a PNG, JPEG or WebP image');
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > PROOF_IMAGE_MAX_BYTES) throw refuse('field.too_big', 'The image must be at most 2 MB');
  if (bytes.length < 12 || !SIGNATURES[match[1]!]!(bytes))
    throw refuse('field.invalid_format', `This is not a ${match[1]!.toUpperCase()} image`);
}
