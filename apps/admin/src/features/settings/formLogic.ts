import type { FieldError as WireFieldError } from '@wps/contracts';
import type { TFunction } from 'i18next';
import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** The contracts' own refine messages (English), each with the key that says it in the operator's language. */
const CUSTOM_MESSAGES: Record<string, string> = {
  'must be an IP address or CIDR range': 'settings.issue.cidr',
  'minLength must not exceed maxLength': 'settings.issue.minOverMax',
  'acceptedPattern is not a valid regular expression': 'settings.issue.badPattern',
  'must be an http(s) URL or a path starting with /': 'settings.issue.httpUrl',
  'must be an IANA time zone name': 'settings.issue.timeZoneName',
  'unknown time zone': 'settings.issue.timeZoneUnknown',
};

/** A zod issue as one short line in the operator's language (the server names the same problems). */
export function issueText(issue: Issue, t: TFunction): string {
  // A message the contracts chose themselves (a refinement, a named pattern) says it best.
  const own = CUSTOM_MESSAGES[issue.message];
  if (own) return t(own);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return t('settings.issue.number');
      return t('settings.issue.required');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? t('settings.issue.required') : t('settings.issue.tooShort', { n: min });
      if (issue.origin === 'array') return t('settings.issue.tooFew', { n: min });
      return t('settings.issue.tooSmall', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return t('settings.issue.tooLong', { n: max });
      if (issue.origin === 'array') return t('settings.issue.tooMany', { n: max });
      return t('settings.issue.tooBig', { max });
    }
    case 'invalid_format':
      if (issue.format === 'datetime') return t('settings.issue.dateTime');
      return t('settings.issue.format');
    case 'invalid_value':
      return t('settings.issue.choice');
    case 'invalid_union':
      return t('settings.issue.link');
    case 'custom':
      return issue.message;
    case 'not_multiple_of':
    case 'unrecognized_keys':
    case 'invalid_key':
    case 'invalid_element':
      return t('settings.issue.invalid');
  }
}

/** A dotted form path ("value.domains.2") of a zod path under `root`. */
export function formPath(path: readonly PropertyKey[], root?: string): string {
  return [root, ...path.map(String)].filter((part) => part !== undefined && part !== '').join('.');
}

/**
 * Where a form shows an error for `path`: a list's own problem (too many rows, a taken domain) goes
 * to `<path>.root`, beside the per-row errors, as react-hook-form keeps them for field arrays.
 */
export function errorSlot(values: FieldValues, path: string): string {
  return Array.isArray(get(values, path)) ? `${path}.root` : path;
}

/**
 * A react-hook-form resolver from a contracts schema: the form's values under `root` (or the whole
 * form) are parsed; each problem lands on its field (the first problem of a field wins).
 */
export function schemaResolver(schema: z.ZodType, t: TFunction, root?: string): Resolver<FieldValues> {
  return (values) => {
    const input: unknown = root ? get(values, root) : values;
    const parsed = schema.safeParse(input);
    if (parsed.success)
      return { values: root ? { ...values, [root]: parsed.data } : (parsed.data as FieldValues), errors: {} };
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const slot = errorSlot(values, formPath(issue.path, root) || 'root');
      if (get(errors, slot)) continue;
      set(errors, slot, { type: issue.code, message: issueText(issue, t) });
    }
    return { values: {}, errors };
  };
}

/** Server field codes this page words itself (others show the server's own words). */
const SERVER_CODES: Record<string, string> = {
  'field.domain_taken': 'settings.issue.domainTaken',
  'field.merchant_exists': 'settings.issue.merchantExists',
};

export interface ServerFieldProblem {
  /** Form path the problem belongs to. */
  path: string;
  message: string;
}

/**
 * The `validation.failed` fields of an answer as form paths: `rename` maps the server's key (dotted,
 * "value.domains.0") onto the form's (the server names a taken domain by `domains` alone).
 */
export function serverProblems(
  fields: Record<string, WireFieldError>,
  t: TFunction,
  rename: (key: string) => string = (key) => key,
): ServerFieldProblem[] {
  return Object.entries(fields).map(([key, problem]) => {
    const known = SERVER_CODES[problem.code];
    return {
      path: rename(key),
      message: known ? `${t(known)} (${problem.message})` : problem.message || problem.code,
    };
  });
}

/** An ISO instant as the value of an <input type="datetime-local"> in the browser's zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The value of an <input type="datetime-local"> (browser zone) as an ISO instant; empty is null. */
export function fromLocalInput(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
