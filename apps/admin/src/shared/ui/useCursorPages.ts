import { useState } from 'react';

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
  };
}
