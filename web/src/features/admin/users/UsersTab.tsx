// Admins only (graph's capability table decides; this tab is only offered to them): staff accounts
// with their roles, adding, changing a role and deleting. The last admin is kept by graph.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState, type FormEvent } from 'react';
import {
  AdminCreateUserDocument,
  DeleteUserDocument,
  AdminUpdateUserDocument,
  AdminUsersDocument,
  type AdminUserRowFragment,
  type UserRole,
} from '../../../gql/graphql';
import { useFieldErrors } from '../../../back-office/use-field-errors';
import { ConfirmDialog } from '../../../back-office/ConfirmDialog';
import { SkeletonRows } from '../../../back-office/SkeletonRows';
import { useConfirmDelete } from '../../../back-office/use-confirm-delete';
import { useAdminAction } from '../../../back-office/use-admin-action';

const ROLES: { value: UserRole; label: string; help: string }[] = [
  { value: 'contributor', label: 'Contributor', help: 'Writes and edits own drafts' },
  { value: 'author', label: 'Author', help: 'Publishes own articles' },
  { value: 'editor', label: 'Editor', help: 'Every article, categories, tags, featured' },
  { value: 'admin', label: 'Admin', help: 'Everything, plus users' },
];

const EMPTY = { username: '', displayName: '', password: '', role: 'contributor' as UserRole };

export function UsersTab() {
  const run = useAdminAction();
  const users = useQuery(AdminUsersDocument, { fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [AdminUsersDocument] };
  const [createUser, creating] = useMutation(AdminCreateUserDocument, refetch);
  const [updateUser] = useMutation(AdminUpdateUserDocument, refetch);
  const [deleteUser, deleting] = useMutation(DeleteUserDocument, refetch);
  const [draft, setDraft] = useState(EMPTY);
  // graph's refusals that name a field (a taken username, a short password), shown on it until the next submit.
  const { errors, showingFieldErrors } = useFieldErrors();
  const problem = (field: string, help?: string) => ({ error: Boolean(errors[field]), helperText: errors[field] ?? help });

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const input = { ...draft, displayName: draft.displayName || null };
    const done = await run(() => showingFieldErrors(() => createUser({ variables: { input } })), {
      success: 'User created',
      failure: 'Failed to create user',
    });
    if (done) setDraft(EMPTY);
  };
  const confirmDelete = useConfirmDelete((user: AdminUserRowFragment) =>
    run(() => deleteUser({ variables: { id: user.id } }), { success: 'User deleted', failure: 'Failed to delete user' }),
  );

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={add} aria-label="Add a user">
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Add a user
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            label="New username"
            size="small"
            value={draft.username}
            onChange={(e) => setDraft({ ...draft, username: e.target.value })}
            {...problem('username')}
            required
          />
          <TextField
            label="Display name"
            size="small"
            value={draft.displayName}
            onChange={(e) => setDraft({ ...draft, displayName: e.target.value })}
            {...problem('displayName')}
          />
          <TextField
            label="Initial password"
            type="password"
            size="small"
            value={draft.password}
            onChange={(e) => setDraft({ ...draft, password: e.target.value })}
            {...problem('password', 'At least 10 characters')}
            required
          />
          <TextField
            select
            label="Role"
            size="small"
            value={draft.role}
            onChange={(e) => setDraft({ ...draft, role: e.target.value as UserRole })}
            sx={{ minWidth: 160 }}
          >
            {ROLES.map((r) => (
              <MenuItem key={r.value} value={r.value}>
                {r.label}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={creating.loading}>
            Add user
          </Button>
        </Stack>
      </Paper>
      {users.error ? <Alert severity="error">Failed to fetch users</Alert> : null}
      <Table size="small" aria-label="Users">
        <TableHead>
          <TableRow>
            <TableCell>Username</TableCell>
            <TableCell>Display name</TableCell>
            <TableCell>Role</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.loading && !users.data ? <SkeletonRows rows={3} columns={4} /> : null}
          {users.data && users.data.users.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4}>No users yet.</TableCell>
            </TableRow>
          ) : null}
          {(users.data?.users ?? []).map((user) => (
            <TableRow key={user.id}>
              <TableCell>{user.username}</TableCell>
              <TableCell>{user.displayName}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  value={user.role ?? ''}
                  slotProps={{ htmlInput: { 'aria-label': `Role of ${user.username}` } }}
                  onChange={(e) =>
                    run(() => updateUser({ variables: { id: user.id, input: { role: e.target.value as UserRole } } }), {
                      success: 'Role changed',
                      failure: 'Failed to change role',
                    })
                  }
                >
                  {ROLES.map((r) => (
                    <MenuItem key={r.value} value={r.value}>
                      {r.label}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell align="right">
                <IconButton aria-label={`Delete user ${user.username}`} onClick={() => confirmDelete.ask(user)}>
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        {...confirmDelete.dialog}
        title="Delete user"
        message="Delete this account? Its articles pass to you."
        busy={deleting.loading}
      />
    </Stack>
  );
}
