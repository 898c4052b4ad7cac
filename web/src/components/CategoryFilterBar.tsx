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
    // One scrolling row on phones, so the first story stays in the first screen; wrapped on wider screens.
    <Stack
      direction="row"
      role="group"
      aria-label={label}
      useFlexGap
      sx={{
        flexWrap: { xs: 'nowrap', sm: 'wrap' },
        gap: 1,
        overflowX: { xs: 'auto', sm: 'visible' },
        pb: { xs: 0.5, sm: 0 },
        scrollbarWidth: 'none',
      }}
    >
      {options.map((option) => {
        const active = option.value === value;
        return (
          <Button
            key={option.value}
            variant={active ? 'contained' : 'outlined'}
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            size="small"
            sx={{ flexShrink: 0 }}
          >
            {option.label}
          </Button>
        );
      })}
    </Stack>
  );
}
