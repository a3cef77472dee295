import { z } from 'zod';

/** Latest time a request may name (2100-01-01 UTC): later ones are refused, never sent to SQL. */
export const MAX_TIME_MS = Date.UTC(2100, 0, 1);

/** A time in milliseconds since 1970 (query fields such as startTime), up to 2100. */
export const timeMsSchema = z.coerce.number().int().min(0).max(MAX_TIME_MS);
