import { useCallback } from 'react';
import { useAuth } from '../auth/useAuth';
import { useToast } from '../lib/toast';
import { errorMessage, isUnauthenticated } from '../lib/apollo';

export interface AdminActionOptions {
  /** The spec §8 failure text, e.g. 'Failed to delete article'. */
  failure: string;
  /** The spec §8 success text, e.g. 'Article deleted successfully'; no toast when omitted. */
  success?: string;
}

/**
 * Runs an editor's write. When the session has expired the login dialog opens and, once the editor
 * is back in, the same write is tried again, so nothing they were doing is lost. Other failures are
 * reported with the spec's text and the server's message. Resolves to the result, or undefined when
 * the write did not happen.
 */
export function useAdminAction() {
  const { toast } = useToast();
  const { openLogin } = useAuth();

  return useCallback(
    async <T>(write: () => Promise<T>, options: AdminActionOptions): Promise<T | undefined> => {
      const attempt = async (loginOffered: boolean): Promise<T | undefined> => {
        try {
          const result = await write();
          if (options.success) toast({ title: 'Success', description: options.success });
          return result;
        } catch (error) {
          if (!loginOffered && isUnauthenticated(error)) {
            const loggedIn = await openLogin();
            if (loggedIn) return attempt(true);
          }
          reportFailure(toast, options.failure, error);
          return undefined;
        }
      };
      return attempt(false);
    },
    [toast, openLogin],
  );
}

type ToastFn = ReturnType<typeof useToast>['toast'];

function reportFailure(toast: ToastFn, failure: string, error: unknown): void {
  const message = errorMessage(error);
  toast({
    title: 'Error',
    description: message && message !== failure ? `${failure}: ${message}` : failure,
    variant: 'destructive',
  });
}
