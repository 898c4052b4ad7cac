import { categoryLook } from '../config/categories';

/** Category colours of spec §3: hardware blue, review green, esports purple, guide orange, web teal, news red, other grey. */
export function CategoryBadge({ category }: { category: string | null | undefined }) {
  const look = categoryLook(category);
  return (
    <span className="badge" data-category={category ?? ''} style={{ background: look.color }}>
      {look.label}
    </span>
  );
}
