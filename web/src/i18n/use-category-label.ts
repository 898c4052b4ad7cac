// A category's name in the edition's language: the catalog's for the known ones, the English
// (capitalised slug) for one the publication added after the catalogs were written.
import { useCallback } from 'react';
import { categoryLook } from '../config/categories';
import { useT } from './use-t';

export function useCategoryLabel(): (category: string | null | undefined) => string {
  const t = useT();
  return useCallback(
    (category: string | null | undefined) => {
      const look = categoryLook(category);
      return look.labelId ? t(look.labelId) : look.label;
    },
    [t],
  );
}
