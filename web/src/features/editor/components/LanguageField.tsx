// The edition a new article is written for (issue 46): the editions graph lists, the default one
// preselected. An article's language afterwards is its translation group's business (Translate).
import { useQuery } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BackOfficeEditionsDocument } from '../../../gql/graphql';

interface LanguageFieldProps {
  /** A language tag; '' for the default edition. */
  value: string;
  onChange: (language: string) => void;
  disabled?: boolean;
  /** graph's refusal naming `language`. */
  error?: string;
}

export function LanguageField({ value, onChange, disabled, error }: LanguageFieldProps) {
  const { data, error: failed } = useQuery(BackOfficeEditionsDocument);
  const editions = data?.editions ?? [];
  const fallback = editions.find((e) => e.isDefault)?.language ?? '';
  const selected = editions.some((e) => e.language === value) ? value : fallback;
  return (
    <TextField
      select
      label="Language"
      value={selected}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled || editions.length === 0}
      error={Boolean(error || failed)}
      helperText={error ?? (failed ? 'Failed to fetch editions' : 'The edition this article is written for')}
    >
      {editions.map((edition) => (
        <MenuItem key={edition.language} value={edition.language}>
          {`${edition.name} (${edition.language})`}
        </MenuItem>
      ))}
    </TextField>
  );
}
