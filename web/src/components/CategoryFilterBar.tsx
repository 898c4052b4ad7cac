import type { CategoryFilterOption } from '../config/categories';
import { Button } from './Button';
import { useT } from '../i18n/use-t';

interface CategoryFilterBarProps {
  options: CategoryFilterOption[];
  value: string;
  onChange(value: string): void;
  label: string;
}

export function CategoryFilterBar({ options, value, onChange, label }: CategoryFilterBarProps) {
  const t = useT();
  return (
    // One scrolling row on phones, so the first story stays in the first screen; wrapped on wider screens.
    <div role="group" aria-label={label} className="filter-bar">
      {options.map((option) => {
        const active = option.value === value;
        return (
          <Button
            key={option.value}
            variant={active ? 'contained' : 'outlined'}
            size="small"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
          >
            {t(option.labelId)}
          </Button>
        );
      })}
    </div>
  );
}
