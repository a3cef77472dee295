/**
 * Proof images (docs/product.md §Money: manual deposits, withdrawal receipts): PNG, JPEG or WebP,
 * at most 2 MB.
 */
export const PROOF_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PROOF_MAX_BYTES = 2 * 1024 * 1024;

export type ProofProblem = 'type' | 'size';

export function proofFileProblem(file: { type: string; size: number }): ProofProblem | null {
  if (!(PROOF_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PROOF_MAX_BYTES) return 'size';
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
