import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** The header search: it drives the home page's search through /?search=term, which survives a reload. */
export function SearchBox({ onSearched, fullWidth = false }: { onSearched?: () => void; fullWidth?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === '/' ? (params.get('search') ?? '') : '';
  const [term, setTerm] = useState(current);

  useEffect(() => {
    setTerm(current);
  }, [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    void navigate(trimmed ? `/?search=${encodeURIComponent(trimmed)}` : '/');
    onSearched?.();
  };

  return (
    <form role="search" onSubmit={submit} style={{ width: fullWidth ? '100%' : undefined }}>
      <TextField
        size="small"
        type="search"
        placeholder="Search articles..."
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        fullWidth={fullWidth}
        slotProps={{
          htmlInput: { 'aria-label': 'Search articles' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ minWidth: fullWidth ? undefined : 220 }}
      />
    </form>
  );
}
