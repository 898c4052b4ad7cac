// The article form's games (issue 21): search the games database by name (typos forgiven by graph),
// pick several, and — for roles graph lets manage games — add a missing one without leaving the form.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { EditorCreateGameDocument, EditorGameSearchDocument } from '../../../gql/graphql';
import { useAdminAction } from '../../../back-office/use-admin-action';
import { useCan } from '../../../back-office/use-can';
import type { PickedGame } from '../article-form';

export interface GamePickerProps {
  value: readonly PickedGame[];
  onChange: (games: PickedGame[]) => void;
  platforms: readonly { id: string; name: string }[];
  disabled?: boolean;
  /** graph's refusal naming `games` (e.g. a review without its game). */
  error?: string;
}

export function GamePicker({ value, onChange, platforms, disabled, error }: GamePickerProps) {
  const can = useCan();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const found = useQuery(EditorGameSearchDocument, { variables: { search: search.trim() || null } });
  const options = found.data?.games.games ?? [];
  return (
    <Stack spacing={1}>
      <Autocomplete
        multiple
        options={options}
        // The same array while nothing is picked: a new one each render would make MUI reset the typed text.
        value={value as PickedGame[]}
        filterOptions={(o) => o}
        clearOnBlur={false}
        getOptionLabel={(game) => game.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={found.loading}
        inputValue={search}
        // Typing searches; picking a game clears the text; leaving the field keeps it (for "New game").
        onInputChange={(_, text, reason) => {
          if (reason === 'input' || reason === 'clear') setSearch(text);
          else if (reason === 'reset') setSearch('');
        }}
        onChange={(_, games) => {
          setSearch('');
          onChange(games.map(({ id, name, slug, platforms: p }) => ({ id, name, slug, platforms: [...p] })));
        }}
        disabled={disabled}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Games"
            placeholder="Search games"
            error={Boolean(error)}
            helperText={error ?? 'The games this article is about (a review needs its game)'}
          />
        )}
      />
      {can('createGame') ? (
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => setCreating(true)}
          disabled={disabled}
          sx={{ alignSelf: 'flex-start' }}
        >
          New game
        </Button>
      ) : null}
      {creating ? (
        <NewGameDialog
          initialName={search.trim()}
          platforms={platforms}
          onClose={() => setCreating(false)}
          onCreated={(game) => {
            setCreating(false);
            setSearch('');
            onChange([...value, game]);
          }}
        />
      ) : null}
    </Stack>
  );
}

function NewGameDialog({
  initialName,
  platforms,
  onClose,
  onCreated,
}: {
  initialName: string;
  platforms: readonly { id: string; name: string }[];
  onClose: () => void;
  onCreated: (game: PickedGame) => void;
}) {
  const run = useAdminAction();
  const [createGame, { loading }] = useMutation(EditorCreateGameDocument);
  const [name, setName] = useState(initialName);
  const [chosen, setChosen] = useState<string[]>([]);
  const create = async () => {
    const result = await run(() => createGame({ variables: { input: { name, platforms: chosen } } }), {
      success: 'Game created successfully',
      failure: 'Failed to create game',
    });
    const game = result?.data?.createGame;
    if (game) onCreated({ id: game.id, name: game.name, slug: game.slug, platforms: [...game.platforms] });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="new-game-title" fullWidth maxWidth="sm">
      <DialogTitle id="new-game-title">New game</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Name" required autoFocus value={name} onChange={(e) => setName(e.target.value)} />
          <FormGroup>
            <FormLabel component="legend">Platforms</FormLabel>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
              {platforms.map((p) => (
                <FormControlLabel
                  key={p.id}
                  label={p.name}
                  control={
                    <Checkbox
                      checked={chosen.includes(p.id)}
                      onChange={(e) => setChosen(e.target.checked ? [...chosen, p.id] : chosen.filter((id) => id !== p.id))}
                    />
                  }
                />
              ))}
            </Stack>
          </FormGroup>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={create} disabled={loading || !name.trim()}>
          Create game
        </Button>
      </DialogActions>
    </Dialog>
  );
}
