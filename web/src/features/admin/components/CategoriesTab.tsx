import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  AdminCategoriesDocument,
  AdminCreateCategoryDocument,
  AdminDeleteCategoryDocument,
  AdminUpdateCategoryDocument,
  type AdminCategoryRowFragment,
} from '../../../gql/graphql';
import { useToast } from '../../../lib/toast';
import { DEFAULT_CATEGORY_COLOR, TAXONOMY_SKELETON_ROWS } from '../constants';
import { forgetPublicationQueries } from '../lib/publication-cache';
import { useAdminAction } from '../lib/use-admin-action';
import { ConfirmDialog } from './ConfirmDialog';
import { SkeletonRows } from './SkeletonRows';
import { TaxonomyFormDialog, type TaxonomyValues } from './TaxonomyFormDialog';

const COLUMNS = 5;
type Editing = { mode: 'create' } | { mode: 'edit'; category: AdminCategoryRowFragment } | null;

export function CategoriesTab() {
  const { toast } = useToast();
  const run = useAdminAction();
  const { data, loading, error } = useQuery(AdminCategoriesDocument);
  const forget = { update: forgetPublicationQueries };
  const [createCategory, creating] = useMutation(AdminCreateCategoryDocument, forget);
  const [updateCategory, updating] = useMutation(AdminUpdateCategoryDocument, forget);
  const [deleteCategory, deleting] = useMutation(AdminDeleteCategoryDocument, forget);
  const [editing, setEditing] = useState<Editing>(null);
  const [pendingDelete, setPendingDelete] = useState<AdminCategoryRowFragment | null>(null);

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to fetch categories', variant: 'destructive' });
  }, [error, toast]);

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

  const confirmDelete = async () => {
    const category = pendingDelete;
    if (!category) return;
    // A refused delete (the category still has articles) shows the server's reason in the toast.
    await run(() => deleteCategory({ variables: { id: category.id } }), {
      success: 'Category deleted successfully',
      failure: 'Failed to delete category',
    });
    setPendingDelete(null);
  };

  const categories = data?.categories ?? [];

  return (
    <Stack spacing={2}>
      <Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ mode: 'create' })}>
          New Category
        </Button>
      </Box>
      {error ? <Alert severity="error">Failed to fetch categories</Alert> : null}
      <TableContainer>
        <Table size="small" aria-label="Categories">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Description</TableCell>
              <TableCell>Colour</TableCell>
              <TableCell align="right">Articles</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && !data ? (
              <SkeletonRows rows={TAXONOMY_SKELETON_ROWS} columns={COLUMNS} />
            ) : categories.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS}>
                  <Typography color="text.secondary">No categories yet</Typography>
                </TableCell>
              </TableRow>
            ) : (
              categories.map((category) => (
                <TableRow key={category.id} data-testid="admin-category-row">
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{category.name}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {category.slug}
                    </Typography>
                  </TableCell>
                  <TableCell>{category.description}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Box sx={{ width: 20, height: 20, borderRadius: 1, bgcolor: category.color, border: 1, borderColor: 'divider' }} />
                      <span>{category.color}</span>
                    </Stack>
                  </TableCell>
                  <TableCell align="right">{category.articleCount}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton aria-label={`Edit category ${category.name}`} onClick={() => setEditing({ mode: 'edit', category })}>
                      <EditIcon />
                    </IconButton>
                    <IconButton aria-label={`Delete category ${category.name}`} onClick={() => setPendingDelete(category)}>
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>

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
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete category"
        message="Are you sure you want to delete this category?"
        busy={deleting.loading}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </Stack>
  );
}
