// The Articles tab's filters: text (settled before it is sent), category and status.
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CategoriesDocument, type ArticleStatus } from '../../../gql/graphql';

const STATUS_FILTERS: { value: '' | ArticleStatus; label: string }[] = [
  { value: '', label: 'All statuses' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'archived', label: 'Archived' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'in_review', label: 'In review' },
];

const SEARCH_SETTLE_MS = 300;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

interface ArticleFilter {
  search?: string;
  category?: string;
  status?: ArticleStatus;
}

/** The filters' state and fields; `filter` is what graph is asked for (the text once settled). */
export function useArticleFilters() {
  const [searchText, setSearchText] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState<'' | ArticleStatus>('');
  const search = useSettled(searchText.trim());
  const filter: ArticleFilter = { search: search || undefined, category: category || undefined, status: status || undefined };
  const fields = (
    <ArticleFilterFields
      searchText={searchText}
      onSearchText={setSearchText}
      category={category}
      onCategory={setCategory}
      status={status}
      onStatus={setStatus}
    />
  );
  return { filter, fields };
}

interface ArticleFilterFieldsProps {
  searchText: string;
  onSearchText: (text: string) => void;
  category: string;
  onCategory: (slug: string) => void;
  status: '' | ArticleStatus;
  onStatus: (status: '' | ArticleStatus) => void;
}

function ArticleFilterFields({ searchText, onSearchText, category, onCategory, status, onStatus }: ArticleFilterFieldsProps) {
  const categories = useQuery(CategoriesDocument);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <TextField
        // Not "Search articles": that is the site search in the header, also on screen here.
        label="Filter articles by text"
        value={searchText}
        onChange={(e) => onSearchText(e.target.value)}
        size="small"
        sx={{ flex: 1 }}
      />
      <TextField
        select
        label="Category"
        value={category}
        onChange={(e) => onCategory(e.target.value)}
        size="small"
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">All categories</MenuItem>
        {(categories.data?.categories ?? []).map((c) => (
          <MenuItem key={c.id} value={c.slug}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Status"
        value={status}
        onChange={(e) => onStatus(e.target.value as '' | ArticleStatus)}
        size="small"
        sx={{ minWidth: 180 }}
      >
        {STATUS_FILTERS.map((s) => (
          <MenuItem key={s.value} value={s.value}>
            {s.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
