import type { z } from 'zod';
import { type FieldErrors } from '../errors.js';

/** The largest value of a PostgreSQL `integer` column, where ids and counts are kept. */
export const INT32_MAX = 2_147_483_647;

interface Def {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
}

const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def: Def } })?._zod?.def;

/**
 * Input a schema lets through that the database would refuse with an error (security finding 5),
 * looked for in the parsed value, or in the raw input when the schema refused something else:
 * - strings holding U+0000 anywhere (PostgreSQL text cannot hold it);
 * - integers beyond 2³¹−1 in an integer field with no maximum of its own (its column is `integer`;
 *   a field meant to be larger, such as a time in milliseconds, declares its maximum).
 * Each problem names its field, as the schema's own errors do.
 */
export function inputProblems(schema: z.ZodType, value: unknown, prefix: string | undefined): FieldErrors {
  const problems: FieldErrors = {};
  const at = (path: (string | number)[]) => [prefix, ...path.map(String)].filter(Boolean).join('.') || '_';

  function strings(current: unknown, path: (string | number)[]) {
    if (typeof current === 'string') {
      if (current.includes('\u0000'))
        problems[at(path)] ??= { code: 'field.invalid_string', message: 'Must not contain a NUL character' };
    } else if (Array.isArray(current)) current.forEach((item, i) => strings(item, [...path, i]));
    else if (current && typeof current === 'object')
      for (const [key, item] of Object.entries(current)) strings(item, [...path, key]);
  }

  function integers(schema: z.ZodType | undefined, current: unknown, path: (string | number)[]) {
    const def = defOf(schema);
    if (!def || current === undefined || current === null) return;
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return integers(def.innerType, current, path);
      case 'pipe':
        return integers(defOf(def.out)?.type === 'transform' ? def.in : def.out, current, path);
      case 'object':
        if (typeof current === 'object')
          for (const [key, field] of Object.entries(def.shape ?? {}))
            integers(field, (current as Record<string, unknown>)[key], [...path, key]);
        return;
      case 'array':
        if (Array.isArray(current)) current.forEach((item, i) => integers(def.element, item, [...path, i]));
        return;
      case 'union':
        for (const option of def.options ?? []) integers(option, current, path);
        return;
      case 'number': {
        // Raw input (a query string, before the schema coerced it) is read as the number it names.
        const number =
          typeof current === 'string' && /^-?\d+$/.test(current.trim()) ? Number(current) : current;
        if (typeof number !== 'number') return;
        const checks = (def.checks ?? []).map((check) => check._zod.def);
        const integer = checks.some((check) => check.check === 'number_format');
        const bounded = checks.some((check) => check.check === 'less_than');
        if (integer && !bounded && Math.abs(number) > INT32_MAX)
          problems[at(path)] ??= { code: 'field.too_big', message: `At most ${INT32_MAX}` };
        return;
      }
      default:
        return;
    }
  }

  strings(value, []);
  integers(schema, value, []);
  return problems;
}
