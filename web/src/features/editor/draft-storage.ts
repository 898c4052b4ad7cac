// The editor's safety copy of its form in this browser (issue 6): a closed tab or an expired session
// does not cost the editor their text.
import { localDraftStorageKey, type DraftKey } from '../../back-office/local-drafts';
import type { ArticleForm } from './article-form';

export function loadLocalDraft(key: DraftKey): ArticleForm | null {
  try {
    const raw = window.localStorage.getItem(localDraftStorageKey(key));
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
    window.localStorage.setItem(localDraftStorageKey(key), JSON.stringify({ form, savedAt: new Date().toISOString() }));
  } catch {
    // Storage full or disabled: the article is still in the editor, only the safety copy is missing.
  }
}
