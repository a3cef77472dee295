import { z } from 'zod';

/** Localized text: EN required, other languages optional. */
const text = z.string().max(20000);
export const localizedSchema = z.object({
  EN: text,
  CN: text.optional(),
  JA: text.optional(),
  TH: text.optional(),
  VI: text.optional(),
  UR: text.optional(),
});
