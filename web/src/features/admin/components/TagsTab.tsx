import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import {
  CreateTagDocument,
  DeleteTagDocument,
  TagsDocument,
  UpdateTagDocument,
  type RestTagFragment,
} from '../../../gql/graphql';
import { forgetPublicationQueries } from '../../../back-office/publication-cache';
import { useAdminAction } from '../../../back-office/use-admin-action';
import { useCan } from '../../../back-office/use-can';
import { TagEditionsDialog } from './TaxonomyEditionsDialog';
import { TaxonomyFormDialog, type TaxonomyValues } from './TaxonomyFormDialog';
import { TaxonomyTable, type TaxonomyColumn } from './TaxonomyTable';

type Editing = { mode: 'create' } | { mode: 'edit'; tag: RestTagFragment } | null;

const COLUMNS: TaxonomyColumn<RestTagFragment>[] = [
  { header: 'Name', cell: (tag) => <Typography sx={{ fontWeight: 600 }}>{tag.name}</Typography> },
  { header: 'Description', cell: (tag) => tag.description },
  { header: 'Articles', align: 'right', cell: (tag) => tag.articleCount },
];

export function TagsTab() {
  const run = useAdminAction();
  const { data, loading, error } = useQuery(TagsDocument);
  const forget = { update: forgetPublicationQueries };
  const [createTag, creating] = useMutation(CreateTagDocument, forget);
  const [updateTag, updating] = useMutation(UpdateTagDocument, forget);
  const [deleteTag, deleting] = useMutation(DeleteTagDocument, forget);
  const [editing, setEditing] = useState<Editing>(null);
  const [editionsOf, setEditionsOf] = useState<RestTagFragment | null>(null);
  const can = useCan();

  const initial = useMemo<TaxonomyValues>(
    () =>
      editing?.mode === 'edit'
        ? { name: editing.tag.name, description: editing.tag.description ?? '' }
        : { name: '', description: '' },
    [editing],
  );

  const save = async (values: TaxonomyValues) => {
    const input = { name: values.name.trim(), description: values.description.trim() || null };
    const saved =
      editing?.mode === 'edit'
        ? await run(() => updateTag({ variables: { id: editing.tag.id, input } }), {
            success: 'Tag updated successfully',
            failure: 'Failed to update tag',
          })
        : await run(() => createTag({ variables: { input } }), {
            success: 'Tag created successfully',
            failure: 'Failed to create tag',
          });
    if (saved) setEditing(null);
  };

  return (
    <TaxonomyTable
      noun="tag"
      newLabel="New Tag"
      tableLabel="Tags"
      fetchFailure="Failed to fetch tags"
      emptyText="No tags yet"
      columns={COLUMNS}
      items={data?.tags ?? []}
      loading={loading && !data}
      error={error}
      onNew={() => setEditing({ mode: 'create' })}
      onEdit={(tag) => setEditing({ mode: 'edit', tag })}
      onEditions={can('setTagName') ? setEditionsOf : undefined}
      onDelete={(tag) =>
        run(() => deleteTag({ variables: { id: tag.id } }), {
          success: 'Tag deleted successfully',
          failure: 'Failed to delete tag',
        })
      }
      deleting={deleting.loading}
    >
      <TaxonomyFormDialog
        open={editing !== null}
        title={editing?.mode === 'edit' ? 'Edit Tag' : 'New Tag'}
        submitLabel={editing?.mode === 'edit' ? 'Save Tag' : 'Create Tag'}
        initial={initial}
        withColor={false}
        busy={creating.loading || updating.loading}
        onSubmit={save}
        onCancel={() => setEditing(null)}
      />
      {editionsOf ? <TagEditionsDialog item={editionsOf} onClose={() => setEditionsOf(null)} /> : null}
    </TaxonomyTable>
  );
}
