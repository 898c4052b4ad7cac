import { categoryLook } from '../config/categories';
import { useCategoryLabel } from '../i18n/use-category-label';

/** Category colours of spec §3: hardware blue, review green, esports purple, guide orange, web teal, news red, other grey. */
/** `name`: graph's name of the category in the page's edition, for one the catalogs do not know. */
export function CategoryBadge({ category, name }: { category: string | null | undefined; name?: string }) {
  const look = categoryLook(category);
  const label = useCategoryLabel()(category, name);
  return (
    <span className="badge" data-category={category ?? ''} style={{ background: look.color }}>
      {label}
    </span>
  );
}
