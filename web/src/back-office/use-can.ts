import { useCallback } from 'react';
import { useAuth } from '../auth/useAuth';

/**
 * Whether the signed-in account's role has `operation` in graph's capability table (`me.capabilities`),
 * for showing each role what it may do and nothing else. Article-level rules ("own" articles) come
 * with the article instead (`viewerCan…`). An answer without the list, from an older gateway, shows
 * everything: graph refuses what it must.
 */
export function useCan(): (operation: string) => boolean {
  const { editor } = useAuth();
  return useCallback(
    (operation: string) => editor !== null && (!editor.capabilities || editor.capabilities.includes(operation)),
    [editor],
  );
}
