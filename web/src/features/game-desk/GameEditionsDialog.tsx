// What each other edition says of a game (ADR 0067): its name and description there, beside the
// default edition's, saved one edition at a time (both or neither: graph's setGameEdition). Left
// empty, an edition shows the default edition's.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { GameEditionSaveDocument, GameEditionsDocument } from '../../gql/graphql';
import { OtherEditionsDialog, type OtherEdition } from '../../back-office/OtherEditionsDialog';
import { forgetPublicationQueries } from '../../back-office/publication-cache';
import { useAdminAction } from '../../back-office/use-admin-action';
import { useFieldErrors } from '../../back-office/use-field-errors';

type Said = { name: string; description: string };
type Texts = { names: { language: string; name: string }[]; descriptions: { language: string; description: string }[] };
const saidIn = (language: string, game: Texts): Said => ({
  name: game.names.find((n) => n.language === language)?.name ?? '',
  description: game.descriptions.find((d) => d.language === language)?.description ?? '',
});

export function GameEditionsDialog({ game, onClose }: { game: { id: number; name: string }; onClose: () => void }) {
  const { data, loading, error } = useQuery(GameEditionsDocument, { variables: { id: game.id }, fetchPolicy: 'network-only' });
  const own = data?.game;

  return (
    <OtherEditionsDialog
      name={game.name}
      loading={loading && !data}
      failed={Boolean(error) || !own}
      editions={data?.editions ?? []}
      maxWidth="md"
      onClose={onClose}
    >
      {(edition) => <EditionForm gameId={game.id} edition={edition} saved={saidIn(edition.language, own!)} own={own!} />}
    </OtherEditionsDialog>
  );
}

function EditionForm({
  gameId,
  edition,
  saved,
  own,
}: {
  gameId: number;
  edition: OtherEdition;
  saved: Said;
  own: { name: string; description?: string | null };
}) {
  const run = useAdminAction();
  const [form, setForm] = useState<Said>(saved);
  const [save, { loading }] = useMutation(GameEditionSaveDocument, { update: forgetPublicationQueries });
  const { errors, showingFieldErrors } = useFieldErrors();
  const changed = form.name !== saved.name || form.description !== saved.description;
  const problem = (field: string, help: string) => ({ error: Boolean(errors[field]), helperText: errors[field] ?? help });

  const submit = async () => {
    const result = await run(
      () =>
        showingFieldErrors(() =>
          save({ variables: { id: gameId, language: edition.language, name: form.name, description: form.description } }),
        ),
      { success: `${edition.name} saved`, failure: `Failed to save ${edition.name}` },
    );
    // What graph kept (trimmed, sanitized; empty once removed), so the fields and Save tell the truth.
    const game = result?.data?.setGameEdition;
    if (game) setForm(saidIn(edition.language, game));
  };

  return (
    <>
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
    </>
  );
}
