// What each other edition calls a category or a tag (ADR 0050): its name there beside the default
// edition's, saved one edition at a time through graph's setCategoryName / setTagName. Left empty,
// an edition shows the default edition's name. A category's URL name there is made from the name
// (graph's rule); a clash with another category's is graph's refusal, shown on the name.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  CategoryEditionSaveDocument,
  CategoryEditionsDocument,
  TagEditionSaveDocument,
  TagEditionsDocument,
} from '../../../gql/graphql';
import { OtherEditionsDialog, type OtherEdition } from '../../../back-office/OtherEditionsDialog';
import { forgetPublicationQueries } from '../../../back-office/publication-cache';
import { useAdminAction } from '../../../back-office/use-admin-action';
import { useFieldErrors } from '../../../back-office/use-field-errors';

type Names = { names: { language: string; name: string }[] };
/** Saves `name` (empty removes it) in `language`; resolves with the name graph stored there ('' for none). */
type SaveName = (language: string, name: string) => Promise<string>;
const storedIn = (language: string, named: Names | null | undefined) =>
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
    <NamesDialog
      item={item}
      answer={{ ...answer, own: answer.data?.category }}
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
    <NamesDialog
      item={item}
      answer={{ ...answer, own: answer.data?.tag }}
      save={async (language, name) =>
        storedIn(language, (await save({ variables: { id: item.id, language, name } })).data?.setTagName)
      }
      onClose={onClose}
    />
  );
}

/** The dialog once its query answered: the editions, and the item's names in them (`own`). */
function NamesDialog({
  item,
  answer,
  note,
  save,
  onClose,
}: Props & {
  answer: { loading: boolean; error?: unknown; data?: { editions: OtherEdition[] }; own?: Names | null };
  note?: string;
  save: SaveName;
}) {
  const { own } = answer;
  return (
    <OtherEditionsDialog
      name={item.name}
      loading={answer.loading && !answer.data}
      failed={Boolean(answer.error) || !own}
      editions={answer.data?.editions ?? []}
      note={note}
      onClose={onClose}
    >
      {(edition) => <EditionName edition={edition} ownName={item.name} saved={storedIn(edition.language, own)} save={save} />}
    </OtherEditionsDialog>
  );
}

function EditionName({
  edition,
  ownName,
  saved,
  save,
}: {
  edition: OtherEdition;
  ownName: string;
  saved: string;
  save: SaveName;
}) {
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
    <>
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
    </>
  );
}
