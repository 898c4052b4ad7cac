import { categoryLook } from '../config/categories';
import { useCategoryLabel } from '../i18n/use-category-label';

/** Category colours of spec §3: hardware blue, review green, esports purple, guide orange, web teal, news red, other grey. */
export function CategoryBadge({ category }: { category: string | null | undefined }) {
  const look = categoryLook(category);
  const label = useCategoryLabel()(category);
  return (
    <span className="badge" data-category={category ?? ''} style={{ background: look.color }}>
      {label}
    </span>
  );
}
