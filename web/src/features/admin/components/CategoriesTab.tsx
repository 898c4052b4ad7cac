import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CategoriesDocument,
  CreateCategoryDocument,
  DeleteCategoryDocument,
  UpdateCategoryDocument,
  type RestCategoryFragment,
} from '../../../gql/graphql';
import { DEFAULT_CATEGORY_COLOR } from '../../../back-office/constants';
import { categoryLook } from '../../../config/categories';
import { forgetPublicationQueries } from '../../../back-office/publication-cache';
import { useAdminAction } from '../../../back-office/use-admin-action';
import { useCan } from '../../../back-office/use-can';
import { CategoryEditionsDialog } from './TaxonomyEditionsDialog';
import { TaxonomyFormDialog, type TaxonomyValues } from './TaxonomyFormDialog';
import { TaxonomyTable, type TaxonomyColumn } from './TaxonomyTable';

type Editing = { mode: 'create' } | { mode: 'edit'; category: RestCategoryFragment } | null;

const COLUMNS: TaxonomyColumn<RestCategoryFragment>[] = [
  {
    header: 'Name',
    cell: (category) => (
      <>
        <Typography sx={{ fontWeight: 600 }}>{category.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {category.slug}
        </Typography>
      </>
    ),
  },
  { header: 'Description', cell: (category) => category.description },
  {
    header: 'Colour',
    cell: (category) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ width: 20, height: 20, borderRadius: 1, bgcolor: category.color, border: 1, borderColor: 'divider' }} />
        <span>{category.color}</span>
      </Stack>
    ),
  },
  { header: 'Articles', align: 'right', cell: (category) => category.articleCount },
];

export function CategoriesTab() {
  const run = useAdminAction();
  const { data, loading, error } = useQuery(CategoriesDocument);
  const forget = { update: forgetPublicationQueries };
  const [createCategory, creating] = useMutation(CreateCategoryDocument, forget);
  const [updateCategory, updating] = useMutation(UpdateCategoryDocument, forget);
  const [deleteCategory, deleting] = useMutation(DeleteCategoryDocument, forget);
  const [editing, setEditing] = useState<Editing>(null);
  const [editionsOf, setEditionsOf] = useState<RestCategoryFragment | null>(null);
  const can = useCan();

  const initial = useMemo<TaxonomyValues>(
    () =>
      editing?.mode === 'edit'
        ? { name: editing.category.name, description: editing.category.description ?? '', color: editing.category.color }
        : { name: '', description: '', color: DEFAULT_CATEGORY_COLOR },
    [editing],
  );

  const save = async (values: TaxonomyValues) => {
    const input = { name: values.name.trim(), description: values.description.trim() || null, color: values.color };
    const saved =
      editing?.mode === 'edit'
        ? await run(() => updateCategory({ variables: { id: editing.category.id, input } }), {
            success: 'Category updated successfully',
            failure: 'Failed to update category',
          })
        : await run(() => createCategory({ variables: { input } }), {
            success: 'Category created successfully',
            failure: 'Failed to create category',
          });
    if (saved) setEditing(null);
  };

  return (
    <TaxonomyTable
      noun="category"
      newLabel="New Category"
      tableLabel="Categories"
      fetchFailure="Failed to fetch categories"
      emptyText="No categories yet"
      columns={COLUMNS}
      items={data?.categories ?? []}
      loading={loading && !data}
      error={error}
      onNew={() => setEditing({ mode: 'create' })}
      onEdit={(category) => setEditing({ mode: 'edit', category })}
      onEditions={can('setCategoryName') ? setEditionsOf : undefined}
      // A refused delete (the category still has articles) shows the server's reason in the toast.
      onDelete={(category) =>
        run(() => deleteCategory({ variables: { id: category.id } }), {
          success: 'Category deleted successfully',
          failure: 'Failed to delete category',
        })
      }
      deleting={deleting.loading}
    >
      <TaxonomyFormDialog
        open={editing !== null}
        title={editing?.mode === 'edit' ? 'Edit Category' : 'New Category'}
        submitLabel={editing?.mode === 'edit' ? 'Save Category' : 'Create Category'}
        initial={initial}
        withColor
        busy={creating.loading || updating.loading}
        onSubmit={save}
        onCancel={() => setEditing(null)}
      />
      {editionsOf ? (
        <CategoryEditionsDialog
          item={editionsOf}
          builtIn={categoryLook(editionsOf.slug).labelId !== null}
          onClose={() => setEditionsOf(null)}
        />
      ) : null}
    </TaxonomyTable>
  );
}
