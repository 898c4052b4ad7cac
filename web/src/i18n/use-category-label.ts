// A category's name in the edition's language: the catalog's for the known ones; for one the
// publication added after the catalogs were written, the name graph gave when the caller has it,
// else the English (capitalised slug).
import { useCallback } from 'react';
import { categoryLook } from '../config/categories';
import type { MessageId } from './messages';
import { useT } from './use-t';

/** The name with a catalog's `t`: the page's own words, and the server render's for the page head. */
export function categoryLabel(t: (id: MessageId) => string, category: string | null | undefined, name?: string): string {
  const look = categoryLook(category);
  return look.labelId ? t(look.labelId) : (name ?? look.label);
}

export function useCategoryLabel(): (category: string | null | undefined, name?: string) => string {
  const t = useT();
  return useCallback((category: string | null | undefined, name?: string) => categoryLabel(t, category, name), [t]);
}
