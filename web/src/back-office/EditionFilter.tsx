// "All editions" or one edition: the filter of the calendar, the review queue and Insights (issue 46
// item 6). graph answers only that edition's articles (and a 400 naming `language` for an unknown one).
// Hidden while the publication has a single edition: there is nothing to choose.
import { useQuery } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BackOfficeEditionsDocument } from '../gql/graphql';

interface EditionFilterProps {
  /** A language tag; '' for every edition. */
  value: string;
  onChange: (language: string) => void;
}

export function EditionFilter({ value, onChange }: EditionFilterProps) {
  const { data } = useQuery(BackOfficeEditionsDocument);
  const editions = data?.editions ?? [];
  if (editions.length < 2) return null;
  return (
    <TextField
      select
      size="small"
      label="Edition"
      value={editions.some((e) => e.language === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">All editions</MenuItem>
      {editions.map((edition) => (
        <MenuItem key={edition.language} value={edition.language}>
          {`${edition.name} (${edition.language})`}
        </MenuItem>
      ))}
    </TextField>
  );
}
