// What each other edition calls a category or a tag (ADR 0050): its name there beside the default
// edition's, saved one edition at a time through graph's setCategoryName / setTagName. Left empty,
// an edition shows the default edition's name. A category's URL name there is made from the name
// (graph's rule); a clash with another category's is graph's refusal, shown on the name.
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
import {
  CategoryEditionSaveDocument,
  CategoryEditionsDocument,
  TagEditionSaveDocument,
  TagEditionsDocument,
} from '../../../gql/graphql';
import { forgetPublicationQueries } from '../../../back-office/publication-cache';
import { useAdminAction } from '../../../back-office/use-admin-action';
import { useFieldErrors } from '../../../back-office/use-field-errors';

type Edition = { language: string; name: string; isDefault: boolean };
type Named = { name: string; names: { language: string; name: string }[] };
/** Saves `name` (empty removes it) in `language`; resolves with the name graph stored there ('' for none). */
type SaveName = (language: string, name: string) => Promise<string>;
const storedIn = (language: string, named: Pick<Named, 'names'> | undefined) =>
  named?.names.find((n) => n.language === language)?.name ?? '';

interface Props {
  item: { id: number; name: string };
  onClose: () => void;
}

/** `builtIn`: reader pages name the category in their own words (i18n catalogs), not by these names. */
export function CategoryEditionsDialog({ item, builtIn, onClose }: Props & { builtIn: boolean }) {
  const answer = useQuery(CategoryEditionsDocument, { variables: { id: item.id }, fetchPolicy: 'network-only' });
  const [save] = useMutation(CategoryEditionSaveDocument, { update: forgetPublicationQueries });
  return (
    <EditionsDialog
      title={`${item.name} in other editions`}
      loading={answer.loading && !answer.data}
      error={answer.error}
      editions={answer.data?.editions ?? []}
      own={answer.data?.category ?? null}
      note={
        builtIn
          ? `Reader pages name “${item.name}” in each edition’s own words; a name here is what that edition’s newsletter calls it.`
          : undefined
      }
      save={async (language, name) =>
        storedIn(language, (await save({ variables: { id: item.id, language, name } })).data?.setCategoryName)
      }
      onClose={onClose}
    />
  );
}

export function TagEditionsDialog({ item, onClose }: Props) {
  const answer = useQuery(TagEditionsDocument, { variables: { id: item.id }, fetchPolicy: 'network-only' });
  const [save] = useMutation(TagEditionSaveDocument, { update: forgetPublicationQueries });
  return (
    <EditionsDialog
      title={`${item.name} in other editions`}
      loading={answer.loading && !answer.data}
      error={answer.error}
      editions={answer.data?.editions ?? []}
      own={answer.data?.tag ?? null}
      save={async (language, name) =>
        storedIn(language, (await save({ variables: { id: item.id, language, name } })).data?.setTagName)
      }
      onClose={onClose}
    />
  );
}

function EditionsDialog({
  title,
  loading,
  error,
  editions,
  own,
  note,
  save,
  onClose,
}: {
  title: string;
  note?: string;
  loading: boolean;
  error: unknown;
  editions: Edition[];
  own: Named | null;
  save: SaveName;
  onClose: () => void;
}) {
  const others = editions.filter((edition) => !edition.isDefault);
  return (
    <Dialog open onClose={onClose} aria-labelledby="taxonomy-editions-title" fullWidth maxWidth="sm">
      <DialogTitle id="taxonomy-editions-title">{title}</DialogTitle>
      <DialogContent>
        {loading ? (
          <Stack spacing={2} aria-busy="true" aria-label="Loading editions">
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Stack>
        ) : error || !own ? (
          <Alert severity="error">Failed to fetch editions</Alert>
        ) : others.length === 0 ? (
          <Typography color="text.secondary">No other editions yet: an admin adds them under Editions.</Typography>
        ) : (
          <Stack spacing={3} sx={{ pt: 1 }}>
            {note ? <Alert severity="info">{note}</Alert> : null}
            {others.map((edition) => (
              <EditionName
                key={edition.language}
                edition={edition}
                ownName={own.name}
                saved={storedIn(edition.language, own)}
                save={save}
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

function EditionName({ edition, ownName, saved, save }: { edition: Edition; ownName: string; saved: string; save: SaveName }) {
  const run = useAdminAction();
  const [name, setName] = useState(saved);
  const [busy, setBusy] = useState(false);
  const { errors, showingFieldErrors } = useFieldErrors();
  // A category's URL name there comes from its name: graph's clash on it is the name's to mend.
  const problem = errors.name ?? errors.slug;

  const submit = async () => {
    setBusy(true);
    const stored = await run(() => showingFieldErrors(() => save(edition.language, name)), {
      success: `${edition.name} saved`,
      failure: `Failed to save ${edition.name}`,
    });
    setBusy(false);
    // What graph kept (trimmed; empty once removed), so the field and the Save button tell the truth.
    if (stored !== undefined) setName(stored);
  };

  return (
    <Stack spacing={1.5} component="section" aria-label={edition.name}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {edition.name} ({edition.language})
      </Typography>
      <TextField
        label={`Name in ${edition.name}`}
        size="small"
        value={name}
        placeholder={ownName}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? `Empty: “${ownName}”`}
      />
      <div>
        <Button variant="contained" size="small" onClick={() => void submit()} disabled={busy || name === saved}>
          Save {edition.name}
        </Button>
      </div>
    </Stack>
  );
}
