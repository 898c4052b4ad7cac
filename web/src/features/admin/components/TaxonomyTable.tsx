import { useEffect, type ReactNode } from 'react';
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
import TranslateIcon from '@mui/icons-material/Translate';
import { useToast } from '../../../lib/toast';
import { TAXONOMY_SKELETON_ROWS } from '../../../back-office/constants';
import { ConfirmDialog } from '../../../back-office/ConfirmDialog';
import { SkeletonRows } from '../../../back-office/SkeletonRows';
import { useConfirmDelete } from '../../../back-office/use-confirm-delete';

/** One column before Actions: its header and what each row shows in it. */
export interface TaxonomyColumn<T> {
  header: string;
  align?: 'right';
  cell: (item: T) => ReactNode;
}

export interface TaxonomyTableProps<T extends { id: number; name: string }> {
  /**
   * The lower-case noun of the spec's row texts, e.g. 'category' gives the rows' data-testid
   * 'admin-category-row', the buttons 'Edit category <name>' / 'Delete category <name>' and the
   * 'Delete category' dialog asking 'Are you sure you want to delete this category?'.
   */
  noun: string;
  /** The toolbar button, e.g. 'New Category'. */
  newLabel: string;
  /** The table's aria-label, e.g. 'Categories'. */
  tableLabel: string;
  /** Shown in the alert and the toast when the list can't be fetched, e.g. 'Failed to fetch categories'. */
  fetchFailure: string;
  /** The only row when there is nothing to list, e.g. 'No categories yet'. */
  emptyText: string;
  columns: TaxonomyColumn<T>[];
  items: T[];
  /** True until the first page of data arrives: the table shows skeleton rows. */
  loading: boolean;
  error: unknown;
  onNew: () => void;
  onEdit: (item: T) => void;
  /** Opens what the other editions call the item ('Editions of category <name>'); no button without it. */
  onEditions?: (item: T) => void;
  /** Runs once the delete is confirmed; the dialog closes when it settles. */
  onDelete: (item: T) => Promise<unknown>;
  deleting: boolean;
  /** The tab's create/edit dialog. */
  children?: ReactNode;
}

/** The Categories and Tags tabs' shared layout: New button, fetch error, the table, and the ask-before-deleting flow. */
export function TaxonomyTable<T extends { id: number; name: string }>({
  noun,
  newLabel,
  tableLabel,
  fetchFailure,
  emptyText,
  columns,
  items,
  loading,
  error,
  onNew,
  onEdit,
  onEditions,
  onDelete,
  deleting,
  children,
}: TaxonomyTableProps<T>) {
  const { toast } = useToast();
  const confirmDelete = useConfirmDelete(onDelete);
  const columnCount = columns.length + 1;

  useEffect(() => {
    if (error) toast({ title: 'Error', description: fetchFailure, variant: 'destructive' });
  }, [error, fetchFailure, toast]);

  return (
    <Stack spacing={2}>
      <Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
          {newLabel}
        </Button>
      </Box>
      {error ? <Alert severity="error">{fetchFailure}</Alert> : null}
      <TableContainer>
        <Table size="small" aria-label={tableLabel}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {column.header}
                </TableCell>
              ))}
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loading ? (
              <SkeletonRows rows={TAXONOMY_SKELETON_ROWS} columns={columnCount} />
            ) : items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columnCount}>
                  <Typography color="text.secondary">{emptyText}</Typography>
                </TableCell>
              </TableRow>
            ) : (
              items.map((item) => (
                <TableRow key={item.id} data-testid={`admin-${noun}-row`}>
                  {columns.map((column) => (
                    <TableCell key={column.header} align={column.align}>
                      {column.cell(item)}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton aria-label={`Edit ${noun} ${item.name}`} onClick={() => onEdit(item)}>
                      <EditIcon />
                    </IconButton>
                    {onEditions ? (
                      <IconButton
                        aria-label={`Editions of ${noun} ${item.name}`}
                        title="Names in other editions"
                        onClick={() => onEditions(item)}
                      >
                        <TranslateIcon />
                      </IconButton>
                    ) : null}
                    <IconButton aria-label={`Delete ${noun} ${item.name}`} onClick={() => confirmDelete.ask(item)}>
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>

      {children}
      <ConfirmDialog
        {...confirmDelete.dialog}
        title={`Delete ${noun}`}
        message={`Are you sure you want to delete this ${noun}?`}
        busy={deleting}
      />
    </Stack>
  );
}
