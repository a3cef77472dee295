import { useState } from 'react';
import type { Paging } from './DataTable';

/**
 * Keyset paging in the browser: the cursors of the pages read so far, so "previous" goes back
 * without the server keeping anything. `key` is the filter: a new one starts again at the first page.
 */
export function useCursorPages(key: string) {
  const [state, setState] = useState<{ key: string; stack: (string | undefined)[] }>({
    key,
    stack: [undefined],
  });
  const stack = state.key === key ? state.stack : [undefined];
  return {
    cursor: stack[stack.length - 1],
    page: stack.length,
    hasPrevious: stack.length > 1,
    next: (nextCursor: string | null | undefined) => {
      if (nextCursor) setState({ key, stack: [...stack, nextCursor] });
    },
    previous: () => {
      if (stack.length > 1) setState({ key, stack: stack.slice(0, -1) });
    },
    /** The table's pager for a page whose answer names `nextCursor` (null on the last page). */
    pagingFor(nextCursor: string | null | undefined): Paging {
      return {
        kind: 'cursor',
        hasPrevious: stack.length > 1,
        hasNext: Boolean(nextCursor),
        onPrevious: () => setState({ key, stack: stack.slice(0, -1) }),
        onNext: () => {
          if (nextCursor) setState({ key, stack: [...stack, nextCursor] });
        },
      };
    },
  };
}
