import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CategoryFilterOption } from '../config/categories';

interface CategoryFilterBarProps {
  options: CategoryFilterOption[];
  value: string;
  onChange(value: string): void;
  label: string;
}

export function CategoryFilterBar({ options, value, onChange, label }: CategoryFilterBarProps) {
  return (
    <Stack direction="row" role="group" aria-label={label} useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {options.map((option) => {
        const active = option.value === value;
        return (
          <Button
            key={option.value}
            variant={active ? 'contained' : 'outlined'}
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            size="small"
          >
            {option.label}
          </Button>
        );
      })}
    </Stack>
  );
}
