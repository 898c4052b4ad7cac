import { useCallback, useState } from 'react';
import { fieldErrors } from '../lib/apollo';

/**
 * graph's refusals that name a field (`url`, `review.score`…), for a form to show on that field until
 * its next submit. `showingFieldErrors(write)` clears them, runs the write and, when graph refuses it,
 * keeps what the refusal names before passing it on (the action's toast still reports it).
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const showingFieldErrors = useCallback(async <T>(write: () => Promise<T>): Promise<T> => {
    setErrors({});
    try {
      return await write();
    } catch (error) {
      setErrors(fieldErrors(error));
      throw error;
    }
  }, []);
  return { errors, showingFieldErrors };
}
