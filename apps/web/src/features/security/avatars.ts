import { AVATAR_MAX_BYTES } from '@wps/contracts';

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type AvatarFileProblem = 'type' | 'size';

/** Checks a picked file before upload: PNG, JPEG or WebP up to 200 KB. */
export function avatarFileProblem(file: { type: string; size: number }): AvatarFileProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
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

/** Preset n (0–11): a hue 30° apart from its neighbours and one of three patterns. */
export function presetLook(preset: number): { hue: number; pattern: 'rings' | 'diamond' | 'waves' } {
  const index = ((preset % 12) + 12) % 12;
  return { hue: (index * 30 + 200) % 360, pattern: (['rings', 'diamond', 'waves'] as const)[index % 3]! };
}

/** The first letter of the account (or nickname) in upper case; '?' when there is none. */
export function initialOf(name: string | null | undefined): string {
  const first = [...(name ?? '').trim()][0];
  return first ? first.toLocaleUpperCase() : '?';
}
