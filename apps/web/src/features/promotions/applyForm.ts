import {
  ACTIVITY_IMAGE_MAX_BYTES,
  ACTIVITY_IMAGES_MAX,
  ACTIVITY_REMARK_MAX,
  isApiError,
} from '@wps/contracts';

/*
 * The application form's checks (applyPromotion): a remark of at most 140 characters, at most 3
 * PNG or JPEG images of at most 5 MB each, and for messaging_id activities a Zalo or WhatsApp
 * number ID. The server checks the bytes again; these spare the member a refused upload.
 */

export const APPLY_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export type ImageProblem = 'type' | 'size' | 'count' | 'read';

/** Why a picked file cannot be sent, or null. */
export function imageFileProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!(APPLY_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > ACTIVITY_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/**
 * Sorts freshly picked files: those that fit (in order, up to the images left), and the first
 * problem among the rest (a wrong type or size, or one image too many).
 */
export function pickImages<F extends { type: string; size: number }>(
  files: readonly F[],
  already: number,
): { accepted: F[]; problem: ImageProblem | null } {
  const accepted: F[] = [];
  let problem: ImageProblem | null = null;
  for (const file of files) {
    const refusal = imageFileProblem(file);
    if (refusal) problem ??= refusal;
    else if (already + accepted.length >= ACTIVITY_IMAGES_MAX) problem ??= 'count';
    else accepted.push(file);
  }
  return { accepted, problem };
}

/**
 * Whether a data URL holds a PNG or JPEG by its first bytes (a renamed file's type is only its
 * name): PNG starts 89 50 4E 47, JPEG FF D8 FF.
 */
export function isPngOrJpegDataUrl(dataUrl: string): boolean {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return base64.startsWith('iVBORw0KGgo') || base64.startsWith('/9j/');
}

/** The remark as sent: trimmed, as the server reads it. */
export function remarkLength(remark: string): number {
  return remark.trim().length;
}

export function remarkProblem(remark: string): 'tooLong' | null {
  return remarkLength(remark) > ACTIVITY_REMARK_MAX ? 'tooLong' : null;
}

/** A Zalo or WhatsApp number ID: 6 to 20 digits, a leading + allowed (contracts: applyPromotionBodySchema). */
export function messagingIdProblem(value: string): 'required' | 'format' | null {
  const id = value.trim();
  if (!id) return 'required';
  return /^[0-9+]{6,20}$/.test(id) ? null : 'format';
}

export type ApplyField = 'remark' | 'images' | 'messagingId';

/** The form field a server refusal concerns: `validation.failed` by field, or a code about one field. */
export function refusedFields(error: unknown): ApplyField[] {
  if (!isApiError(error)) return [];
  if (error.code === 'promotion.messaging.required') return ['messagingId'];
  const fields = error.fields;
  if (!fields) return [];
  const found = new Set<ApplyField>();
  for (const key of Object.keys(fields)) {
    const root = key.split('.')[0];
    if (root === 'remark' || root === 'images' || root === 'messagingId') found.add(root);
  }
  return [...found];
}

export { ACTIVITY_IMAGES_MAX, ACTIVITY_REMARK_MAX };
