// Unsaved work is never lost (issue 6): the editor keeps a copy of every change in this browser until
// the server has the article (features/editor/draft-storage.ts); the dashboard drops the copy of an
// article it deletes. Both name a copy the same way, here.

const KEY_PREFIX = 'savepoint:article-draft:';

/** The article's id, or `new` for the one not yet saved. */
export type DraftKey = number | 'new';

export function localDraftStorageKey(key: DraftKey): string {
  return `${KEY_PREFIX}${key}`;
}

export function clearLocalDraft(key: DraftKey): void {
  try {
    window.localStorage.removeItem(localDraftStorageKey(key));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
