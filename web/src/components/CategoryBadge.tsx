import Chip, { type ChipProps } from '@mui/material/Chip';
import { categoryLook } from '../config/categories';

interface CategoryBadgeProps {
  category: string | null | undefined;
  size?: ChipProps['size'];
}

/** Category colours of spec §3: hardware blue, review green, esports purple, guide orange, web teal, news red, other grey. */
export function CategoryBadge({ category, size = 'small' }: CategoryBadgeProps) {
  const look = categoryLook(category);
  return (
    <Chip
      label={look.label}
      size={size}
      data-category={category ?? ''}
      sx={{ bgcolor: look.color, color: '#fff', fontWeight: 700, letterSpacing: 0.3 }}
    />
  );
}
