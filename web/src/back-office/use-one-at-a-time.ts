import { useCallback, useRef } from 'react';

/**
 * Runs a write unless the one for the same key is still in flight, for writes that are toggles: a
 * double click on "feature" sent two, and the second undid the first (two success toasts, and the
 * article not featured). Resolves to the write's result, or undefined when it was not sent.
 */
export function useOneAtATime() {
  const inFlight = useRef(new Set<string | number>());
  return useCallback(async <T>(key: string | number, write: () => Promise<T>): Promise<T | undefined> => {
    if (inFlight.current.has(key)) return undefined;
    inFlight.current.add(key);
    try {
      return await write();
    } finally {
      inFlight.current.delete(key);
    }
  }, []);
}
