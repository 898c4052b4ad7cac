// What each other edition says of a game (ADR 0067): its name and description there, beside the
// default edition's, saved one edition at a time (both or neither: graph's setGameEdition). Left
// empty, an edition shows the default edition's.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GameEditionSaveDocument, GameEditionsDocument } from '../../gql/graphql';
import { forgetPublicationQueries } from '../../back-office/publication-cache';
import { useAdminAction } from '../../back-office/use-admin-action';
import { useFieldErrors } from '../../back-office/use-field-errors';

type Edition = { language: string; name: string };
type Said = { name: string; description: string };

export function GameEditionsDialog({ game, onClose }: { game: { id: number; name: string }; onClose: () => void }) {
  const { data, loading, error } = useQuery(GameEditionsDocument, { variables: { id: game.id }, fetchPolicy: 'network-only' });
  const others = (data?.editions ?? []).filter((edition) => !edition.isDefault);
  const saved = (language: string): Said => ({
    name: data?.game?.names.find((n) => n.language === language)?.name ?? '',
    description: data?.game?.descriptions.find((d) => d.language === language)?.description ?? '',
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="game-editions-title" fullWidth maxWidth="md">
      <DialogTitle id="game-editions-title">{game.name} in other editions</DialogTitle>
      <DialogContent>
        {loading && !data ? (
          <Stack spacing={2} aria-busy="true" aria-label="Loading editions">
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={120} />
          </Stack>
        ) : error ? (
          <Alert severity="error">Failed to fetch editions</Alert>
        ) : others.length === 0 ? (
          <Typography color="text.secondary">No other editions yet: an admin adds them under Editions.</Typography>
        ) : (
          <Stack spacing={3} sx={{ pt: 1 }}>
            {others.map((edition) => (
              <EditionForm
                key={edition.language}
                gameId={game.id}
                edition={edition}
                saved={saved(edition.language)}
                own={data!.game!}
              />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function EditionForm({
  gameId,
  edition,
  saved,
  own,
}: {
  gameId: number;
  edition: Edition;
  saved: Said;
  own: { name: string; description?: string | null };
}) {
  const run = useAdminAction();
  const [form, setForm] = useState<Said>(saved);
  const [save, { loading }] = useMutation(GameEditionSaveDocument, { update: forgetPublicationQueries });
  const { errors, showingFieldErrors } = useFieldErrors();
  const changed = form.name !== saved.name || form.description !== saved.description;
  const problem = (field: string, help: string) => ({ error: Boolean(errors[field]), helperText: errors[field] ?? help });

  const submit = () =>
    run(
      () =>
        showingFieldErrors(() =>
          save({ variables: { id: gameId, language: edition.language, name: form.name, description: form.description } }),
        ),
      { success: `${edition.name} saved`, failure: `Failed to save ${edition.name}` },
    );

  return (
    <Stack spacing={1.5} component="section" aria-label={edition.name}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {edition.name} ({edition.language})
      </Typography>
      <TextField
        label={`Name in ${edition.name}`}
        size="small"
        value={form.name}
        placeholder={own.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
        {...problem('name', `Empty: “${own.name}”`)}
      />
      <TextField
        label={`Description in ${edition.name}`}
        multiline
        minRows={3}
        value={form.description}
        onChange={(e) => setForm({ ...form, description: e.target.value })}
        {...problem('description', 'HTML, as the game’s own. Empty: the game’s own description')}
      />
      <div>
        <Button variant="contained" size="small" onClick={() => void submit()} disabled={loading || !changed}>
          Save {edition.name}
        </Button>
      </div>
    </Stack>
  );
}
