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
  AdminCreateTagDocument,
  AdminDeleteTagDocument,
  AdminTagsDocument,
  AdminUpdateTagDocument,
  type AdminTagRowFragment,
} from '../../../gql/graphql';
import { useToast } from '../../../lib/toast';
import { TAXONOMY_SKELETON_ROWS } from '../constants';
import { forgetPublicationQueries } from '../lib/publication-cache';
import { useAdminAction } from '../lib/use-admin-action';
import { ConfirmDialog } from './ConfirmDialog';
import { SkeletonRows } from './SkeletonRows';
import { TaxonomyFormDialog, type TaxonomyValues } from './TaxonomyFormDialog';

const COLUMNS = 4;
type Editing = { mode: 'create' } | { mode: 'edit'; tag: AdminTagRowFragment } | null;

export function TagsTab() {
  const { toast } = useToast();
  const run = useAdminAction();
  const { data, loading, error } = useQuery(AdminTagsDocument);
  const forget = { update: forgetPublicationQueries };
  const [createTag, creating] = useMutation(AdminCreateTagDocument, forget);
  const [updateTag, updating] = useMutation(AdminUpdateTagDocument, forget);
  const [deleteTag, deleting] = useMutation(AdminDeleteTagDocument, forget);
  const [editing, setEditing] = useState<Editing>(null);
  const [pendingDelete, setPendingDelete] = useState<AdminTagRowFragment | null>(null);

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to fetch tags', variant: 'destructive' });
  }, [error, toast]);

  const initial = useMemo<TaxonomyValues>(
    () => (editing?.mode === 'edit' ? { name: editing.tag.name, description: editing.tag.description ?? '' } : { name: '', description: '' }),
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

  const confirmDelete = async () => {
    const tag = pendingDelete;
    if (!tag) return;
    await run(() => deleteTag({ variables: { id: tag.id } }), {
      success: 'Tag deleted successfully',
      failure: 'Failed to delete tag',
    });
    setPendingDelete(null);
  };

  const tags = data?.tags ?? [];

  return (
    <Stack spacing={2}>
      <Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ mode: 'create' })}>
          New Tag
        </Button>
      </Box>
      {error ? <Alert severity="error">Failed to fetch tags</Alert> : null}
      <TableContainer>
        <Table size="small" aria-label="Tags">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Description</TableCell>
              <TableCell align="right">Articles</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && !data ? (
              <SkeletonRows rows={TAXONOMY_SKELETON_ROWS} columns={COLUMNS} />
            ) : tags.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS}>
                  <Typography color="text.secondary">No tags yet</Typography>
                </TableCell>
              </TableRow>
            ) : (
              tags.map((tag) => (
                <TableRow key={tag.id} data-testid="admin-tag-row">
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{tag.name}</Typography>
                  </TableCell>
                  <TableCell>{tag.description}</TableCell>
                  <TableCell align="right">{tag.articleCount}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton aria-label={`Edit tag ${tag.name}`} onClick={() => setEditing({ mode: 'edit', tag })}>
                      <EditIcon />
                    </IconButton>
                    <IconButton aria-label={`Delete tag ${tag.name}`} onClick={() => setPendingDelete(tag)}>
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
        title={editing?.mode === 'edit' ? 'Edit Tag' : 'New Tag'}
        submitLabel={editing?.mode === 'edit' ? 'Save Tag' : 'Create Tag'}
        initial={initial}
        withColor={false}
        busy={creating.loading || updating.loading}
        onSubmit={save}
        onCancel={() => setEditing(null)}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete tag"
        message="Are you sure you want to delete this tag?"
        busy={deleting.loading}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </Stack>
  );
}
