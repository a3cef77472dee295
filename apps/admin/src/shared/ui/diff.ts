/** One changed (or kept) leaf of a before/after pair, by its dotted path. */
export interface DiffRow {
  path: string;
  before: string | undefined;
  after: string | undefined;
  changed: boolean;
}

function leaves(value: unknown, prefix: string, out: Map<string, string>): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 && prefix) out.set(prefix, '{}');
    for (const [key, child] of entries) leaves(child, prefix ? `${prefix}.${key}` : key, out);
    return;
  }
  if (Array.isArray(value)) {
    if (value.length === 0 && prefix) out.set(prefix, '[]');
    value.forEach((child, index) => leaves(child, `${prefix}[${index}]`, out));
    return;
  }
  // No value at all on one side (a creation or a deletion): nothing to list for it.
  if (value === undefined || (value === null && !prefix)) return;
  out.set(prefix || '(value)', typeof value === 'string' ? value : JSON.stringify(value));
}

/** The leaves of `before` and `after` side by side, changed ones first, each group by path. */
export function diffRows(before: unknown, after: unknown): DiffRow[] {
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  leaves(before, '', a);
  leaves(after, '', b);
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort();
  const rows = paths.map((path) => ({
    path,
    before: a.get(path),
    after: b.get(path),
    changed: a.get(path) !== b.get(path),
  }));
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)];
}
