// The dashboard's Games tab (issue 21): the games database with search and a platform filter; edit
// a game's facts (release dates per platform at their precision, cover from the media library,
// trailer), delete one (graph refuses while articles link to it, saying how many), merge a
// duplicate into the game that stays, and say its name and description in the other editions.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  GamesTabCreateDocument,
  DeleteGameDocument,
  GamesTabListDocument,
  GamesTabMergeDocument,
  GamesTabSearchDocument,
  GamesTabUpdateDocument,
  type GamesTabGameFragment,
  type ReleasePrecision,
} from '../../gql/graphql';
import { useFieldErrors } from '../../back-office/use-field-errors';
import { MediaPicker } from '../../back-office/MediaPicker';
import { forgetPublicationQueries } from '../../back-office/publication-cache';
import { useAdminAction } from '../../back-office/use-admin-action';
import { useCan } from '../../back-office/use-can';
import { emptyGameForm, gameFormFrom, PRECISIONS, toGameInput, type GameForm } from './game-form';
import { GameEditionsDialog } from './GameEditionsDialog';

type Platform = { id: string; name: string };
type Editing = { mode: 'create' } | { mode: 'edit'; game: GamesTabGameFragment } | null;

const PAGE = 50;

export function GamesTab() {
  const can = useCan();
  const run = useAdminAction();
  const [search, setSearch] = useState('');
  const [platform, setPlatform] = useState('');
  const list = useQuery(GamesTabListDocument, {
    variables: { search: search.trim() || null, platform: platform || null, limit: PAGE, offset: 0 },
  });
  const refetch = { update: forgetPublicationQueries, refetchQueries: [GamesTabListDocument] };
  const [deleteGame] = useMutation(DeleteGameDocument, refetch);
  const [editing, setEditing] = useState<Editing>(null);
  const [merging, setMerging] = useState<GamesTabGameFragment | null>(null);
  const [editionsOf, setEditionsOf] = useState<GamesTabGameFragment | null>(null);
  const [deleting, setDeleting] = useState<GamesTabGameFragment | null>(null);
  const games = list.data?.games.games ?? [];
  const platforms = list.data?.gamePlatforms ?? [];
  const platformName = (id: string) => platforms.find((p) => p.id === id)?.name ?? id;

  const remove = async (game: GamesTabGameFragment) => {
    setDeleting(null);
    // A linked game is refused with graph's count ("3 articles link to …"), shown in the toast.
    await run(() => deleteGame({ variables: { id: game.id } }), {
      success: 'Game deleted successfully',
      failure: 'Failed to delete game',
    });
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField label="Search games" size="small" value={search} onChange={(e) => setSearch(e.target.value)} />
        <TextField
          select
          label="Platform"
          size="small"
          value={platform}
          onChange={(e) => setPlatform(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All platforms</MenuItem>
          {platforms.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        {can('createGame') ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ mode: 'create' })}>
            New Game
          </Button>
        ) : null}
      </Stack>
      {list.error ? <Alert severity="error">Failed to fetch games</Alert> : null}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Games">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Platforms</TableCell>
              <TableCell>Release</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {games.map((game) => (
              <TableRow key={game.id}>
                <TableCell>
                  <Typography sx={{ fontWeight: 600 }}>{game.name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    /games/{game.slug}
                  </Typography>
                </TableCell>
                <TableCell>{game.platforms.map(platformName).join(', ')}</TableCell>
                <TableCell>{game.releases.map((r) => `${platformName(r.platform)}: ${r.label}`).join('; ')}</TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    {can('updateGame') ? (
                      <Button size="small" onClick={() => setEditing({ mode: 'edit', game })} aria-label={`Edit ${game.name}`}>
                        Edit
                      </Button>
                    ) : null}
                    {can('setGameEdition') ? (
                      <Button size="small" onClick={() => setEditionsOf(game)} aria-label={`Editions of ${game.name}`}>
                        Editions
                      </Button>
                    ) : null}
                    {can('mergeGames') ? (
                      <Button size="small" onClick={() => setMerging(game)} aria-label={`Merge into ${game.name}`}>
                        Merge
                      </Button>
                    ) : null}
                    {can('deleteGame') ? (
                      <Button size="small" color="error" onClick={() => setDeleting(game)} aria-label={`Delete ${game.name}`}>
                        Delete
                      </Button>
                    ) : null}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
            {!list.loading && games.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4}>No games found</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {list.data ? (
        <Typography variant="caption" color="text.secondary">
          {list.data.games.totalCount ?? games.length} games
          {(list.data.games.totalCount ?? 0) > PAGE ? ` (first ${PAGE}; search to narrow)` : ''}
        </Typography>
      ) : null}
      {editing ? (
        <GameDialog game={editing.mode === 'edit' ? editing.game : null} platforms={platforms} onClose={() => setEditing(null)} />
      ) : null}
      {merging ? <MergeDialog survivor={merging} onClose={() => setMerging(null)} /> : null}
      {editionsOf ? <GameEditionsDialog game={editionsOf} onClose={() => setEditionsOf(null)} /> : null}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby="delete-game-title">
        <DialogTitle id="delete-game-title">Delete {deleting?.name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            A game that articles link to cannot be deleted: unlink them, or merge it into another game.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => deleting && remove(deleting)}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function GameDialog({
  game,
  platforms,
  onClose,
}: {
  game: GamesTabGameFragment | null;
  platforms: Platform[];
  onClose: () => void;
}) {
  const run = useAdminAction();
  const refetch = { update: forgetPublicationQueries, refetchQueries: [GamesTabListDocument] };
  const [createGame, creating] = useMutation(GamesTabCreateDocument, refetch);
  const [updateGame, updating] = useMutation(GamesTabUpdateDocument, refetch);
  const [form, setForm] = useState<GameForm>(() => (game ? gameFormFrom(game) : emptyGameForm()));
  const set = (patch: Partial<GameForm>) => setForm({ ...form, ...patch });
  const busy = creating.loading || updating.loading;
  // graph's refusals that name a field, shown on it until the next save.
  const { errors, showingFieldErrors } = useFieldErrors();

  const save = async () => {
    const input = toGameInput(form, game !== null);
    const saved = game
      ? await run(() => showingFieldErrors(() => updateGame({ variables: { id: game.id, input } })), {
          success: 'Game updated successfully',
          failure: 'Failed to update game',
        })
      : await run(() => showingFieldErrors(() => createGame({ variables: { input } })), {
          success: 'Game created successfully',
          failure: 'Failed to create game',
        });
    if (saved) onClose();
  };
  /** A field's props for graph's refusal of it, else its own help. */
  const problem = (field: string, help?: string) => ({ error: Boolean(errors[field]), helperText: errors[field] ?? help });

  return (
    <Dialog open onClose={onClose} aria-labelledby="game-dialog-title" fullWidth maxWidth="md">
      <DialogTitle id="game-dialog-title">{game ? `Edit ${game.name}` : 'New Game'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Name"
            required
            autoFocus
            value={form.name}
            onChange={(e) => set({ name: e.target.value })}
            {...problem('name')}
          />
          {game ? (
            <TextField
              label="Slug"
              size="small"
              value={form.slug}
              onChange={(e) => set({ slug: e.target.value })}
              {...problem('slug', 'The old address keeps answering (301)')}
            />
          ) : null}
          <TextField
            label="Description"
            multiline
            minRows={3}
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
            {...problem('description')}
          />
          <PlatformReleases platforms={platforms} form={form} set={set} error={errors.platforms ?? errors.releases} />
          <TextField
            label="Developers"
            value={form.developers}
            onChange={(e) => set({ developers: e.target.value })}
            {...problem('developers', 'Separate with commas')}
          />
          <TextField
            label="Publishers"
            value={form.publishers}
            onChange={(e) => set({ publishers: e.target.value })}
            {...problem('publishers', 'Separate with commas')}
          />
          <TextField
            label="Franchise"
            value={form.franchise}
            onChange={(e) => set({ franchise: e.target.value })}
            {...problem('franchise')}
          />
          <TextField
            label="Genres"
            value={form.genres}
            onChange={(e) => set({ genres: e.target.value })}
            {...problem('genres', 'Separate with commas')}
          />
          <TextField
            label="Trailer"
            value={form.trailerUrl}
            onChange={(e) => set({ trailerUrl: e.target.value })}
            {...problem('trailerUrl', 'A YouTube link')}
          />
          <CoverField cover={form.cover} onChange={(cover) => set({ cover })} error={errors.coverImageId} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={busy || !form.name.trim()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Each platform the game is on, with its release date at its precision. */
function PlatformReleases({
  platforms,
  form,
  set,
  error,
}: {
  platforms: Platform[];
  form: GameForm;
  set: (patch: Partial<GameForm>) => void;
  /** graph's refusal of the platforms or their release dates. */
  error?: string;
}) {
  const togglePlatform = (id: string, on: boolean) =>
    set({ platforms: on ? [...form.platforms, id] : form.platforms.filter((p) => p !== id) });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        Platforms and release dates
      </Typography>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {platforms.map((p) => {
          const on = form.platforms.includes(p.id);
          const release = form.releases[p.id];
          const precision = PRECISIONS.find((x) => x.value === release?.precision);
          return (
            <Stack key={p.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <FormControlLabel
                sx={{ minWidth: 200 }}
                label={p.name}
                control={<Checkbox checked={on} onChange={(e) => togglePlatform(p.id, e.target.checked)} />}
              />
              {on ? (
                <>
                  <TextField
                    select
                    size="small"
                    label={`${p.name} release`}
                    value={release?.precision ?? ''}
                    onChange={(e) => {
                      const next = e.target.value as ReleasePrecision | '';
                      const releases = { ...form.releases };
                      if (next) releases[p.id] = { precision: next, value: release?.value ?? '' };
                      else delete releases[p.id];
                      set({ releases });
                    }}
                    sx={{ minWidth: 150 }}
                  >
                    <MenuItem value="">No date</MenuItem>
                    {PRECISIONS.map((x) => (
                      <MenuItem key={x.value} value={x.value}>
                        {x.label}
                      </MenuItem>
                    ))}
                  </TextField>
                  {release && release.precision !== 'tba' ? (
                    <TextField
                      size="small"
                      label={`${p.name} date`}
                      placeholder={precision?.placeholder}
                      value={release.value}
                      onChange={(e) => set({ releases: { ...form.releases, [p.id]: { ...release, value: e.target.value } } })}
                    />
                  ) : null}
                </>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}

/** The cover, chosen from the media library. */
function CoverField({
  cover,
  onChange,
  error,
}: {
  cover: GameForm['cover'];
  onChange: (cover: GameForm['cover']) => void;
  /** graph's refusal of the cover (an image no longer in the library). */
  error?: string;
}) {
  const [pickingCover, setPickingCover] = useState(false);
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {cover ? (
          <Box component="img" src={cover.url} alt={cover.alt} sx={{ width: 96, height: 54, objectFit: 'cover' }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No cover
          </Typography>
        )}
        <Button onClick={() => setPickingCover(true)}>Choose cover</Button>
        {cover ? <Button onClick={() => onChange(null)}>Remove cover</Button> : null}
      </Stack>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <MediaPicker
        open={pickingCover}
        title="Cover image"
        onClose={() => setPickingCover(false)}
        onPick={(image) => {
          setPickingCover(false);
          onChange(image);
        }}
      />
    </>
  );
}

function MergeDialog({ survivor: initial, onClose }: { survivor: GamesTabGameFragment; onClose: () => void }) {
  const run = useAdminAction();
  const [survivor, setSurvivor] = useState<{ id: number; name: string }>(initial);
  const [duplicate, setDuplicate] = useState<{ id: number; name: string } | null>(null);
  const [search, setSearch] = useState('');
  const found = useQuery(GamesTabSearchDocument, { variables: { search: search.trim() || null } });
  const [mergeGames, { loading }] = useMutation(GamesTabMergeDocument, {
    update: forgetPublicationQueries,
    refetchQueries: [GamesTabListDocument],
  });
  const options = (found.data?.games.games ?? []).filter((g) => g.id !== survivor.id);
  const merge = async () => {
    if (!duplicate) return;
    const merged = await run(() => mergeGames({ variables: { survivorId: survivor.id, duplicateId: duplicate.id } }), {
      success: `Merged ${duplicate.name} into ${survivor.name}`,
      failure: 'Failed to merge games',
    });
    if (merged) onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="merge-title" fullWidth maxWidth="sm">
      <DialogTitle id="merge-title">Merge duplicate games</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete
            options={options}
            value={duplicate ? { ...duplicate, slug: '' } : null}
            getOptionLabel={(g) => g.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(o) => o}
            inputValue={search}
            onInputChange={(_, text, reason) => reason !== 'reset' && setSearch(text)}
            onChange={(_, g) => setDuplicate(g ? { id: g.id, name: g.name } : null)}
            renderInput={(params) => <TextField {...params} label="Duplicate" autoFocus />}
          />
          {duplicate ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography>
                Keep <strong>{survivor.name}</strong>; <strong>{duplicate.name}</strong> is deleted.
              </Typography>
              <Button
                size="small"
                onClick={() => {
                  setSurvivor(duplicate);
                  setDuplicate(survivor);
                }}
              >
                Keep the other
              </Button>
            </Stack>
          ) : null}
          <DialogContentText>
            The duplicate&apos;s articles move to the game kept, and its address keeps answering (301 to the game kept).
          </DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={merge} disabled={!duplicate || loading}>
          Merge
        </Button>
      </DialogActions>
    </Dialog>
  );
}
