// Unsaved work is never lost (issue 6): every change is kept in this browser until the server has
// the article, so a closed tab or an expired session does not cost the editor their text.
import type { ArticleForm } from './article-form';

const KEY_PREFIX = 'savepoint:article-draft:';

export type DraftKey = number | 'new';

function storageKey(key: DraftKey): string {
  return `${KEY_PREFIX}${key}`;
}

export function loadLocalDraft(key: DraftKey): ArticleForm | null {
  try {
    const raw = window.localStorage.getItem(storageKey(key));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { form?: ArticleForm };
    return parsed.form && typeof parsed.form.title === 'string' ? parsed.form : null;
  } catch {
    // A corrupt or unreadable entry is treated as no draft rather than breaking the editor.
    return null;
  }
}

export function saveLocalDraft(key: DraftKey, form: ArticleForm): void {
  try {
    window.localStorage.setItem(storageKey(key), JSON.stringify({ form, savedAt: new Date().toISOString() }));
  } catch {
    // Storage full or disabled: the article is still in the editor, only the safety copy is missing.
  }
}

export function clearLocalDraft(key: DraftKey): void {
  try {
    window.localStorage.removeItem(storageKey(key));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
