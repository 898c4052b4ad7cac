import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import PodcastsIcon from '@mui/icons-material/Podcasts';
import {
  ArticlesTabListDocument,
  CategoriesDocument,
  DeleteArticleDocument,
  AdminRemoveMasterFeaturedDocument,
  AdminSetMasterFeaturedDocument,
  AdminToggleFeaturedDocument,
  type AdminArticleRowFragment,
  type ArticleStatus,
  FeaturedManagerMasterDocument,
} from '../../../gql/graphql';
import { CategoryBadge } from '../../../components/CategoryBadge';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatShortDate } from '../../../lib/dates';
import { useToast } from '../../../lib/toast';
import { clearLocalDraft } from '../../../back-office/local-drafts';
import { ADMIN_ARTICLES_LIMIT, ARTICLE_SKELETON_ROWS } from '../../../back-office/constants';
import { forgetPublicationQueries } from '../../../back-office/publication-cache';
import { useAdminAction } from '../../../back-office/use-admin-action';
import { useCan } from '../../../back-office/use-can';
import { ConfirmDialog } from './ConfirmDialog';
import { SkeletonRows } from './SkeletonRows';
import { useConfirmDelete } from './useConfirmDelete';
import { usePublicationFormat } from '../../../lib/publication-format';

const STATUS_FILTERS: { value: '' | ArticleStatus; label: string }[] = [
  { value: '', label: 'All statuses' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'archived', label: 'Archived' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'in_review', label: 'In review' },
];

const SEARCH_SETTLE_MS = 300;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export function ArticlesTab({ onEdit, onOpenLive }: { onEdit: (id: number) => void; onOpenLive?: (id: number) => void }) {
  const { toast } = useToast();
  const run = useAdminAction();
  // Featured placement is the editors' (capability table); each row says what else this account may do.
  const can = useCan();
  const placesFeatured = can('toggleFeatured');
  const placesMaster = can('setMasterFeatured');
  const columns = 6 + (placesFeatured ? 1 : 0) + (placesMaster ? 1 : 0);
  const [searchText, setSearchText] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState<'' | ArticleStatus>('');
  const search = useSettled(searchText.trim());

  const { data, loading, error } = useQuery(ArticlesTabListDocument, {
    variables: {
      filter: { search: search || undefined, category: category || undefined, status: status || undefined },
      limit: ADMIN_ARTICLES_LIMIT,
    },
  });
  const categories = useQuery(CategoriesDocument);
  const format = usePublicationFormat();
  const forget = { update: forgetPublicationQueries };
  const [deleteArticle, deleting] = useMutation(DeleteArticleDocument, forget);
  const [toggleFeatured] = useMutation(AdminToggleFeaturedDocument, forget);
  const [setMaster] = useMutation(AdminSetMasterFeaturedDocument, forget);
  const [removeMaster] = useMutation(AdminRemoveMasterFeaturedDocument, forget);
  // Setting a master replaces the current one: ask first, as the Featured Manager does.
  const currentMaster = useQuery(FeaturedManagerMasterDocument, { skip: !placesMaster });
  const makeMaster = (article: AdminArticleRowFragment) =>
    run(() => setMaster({ variables: { id: article.id } }), {
      success: 'Master featured article updated',
      failure: 'Failed to update master featured article',
    }).then(() => currentMaster.refetch());
  const confirmMaster = useConfirmDelete(makeMaster);
  const askMaster = (article: AdminArticleRowFragment) => {
    const current = currentMaster.data?.masterFeaturedArticle;
    if (current && current.id !== article.id) confirmMaster.ask(article);
    else void makeMaster(article);
  };

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to fetch articles', variant: 'destructive' });
  }, [error, toast]);

  const confirmDelete = useConfirmDelete(async (article: AdminArticleRowFragment) => {
    const deleted = await run(() => deleteArticle({ variables: { id: article.id } }), {
      success: 'Article deleted successfully',
      failure: 'Failed to delete article',
    });
    if (deleted) clearLocalDraft(article.id);
  });

  const articles = data?.adminArticles.articles ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          // Not "Search articles": that is the site search in the header, also on screen here.
          label="Filter articles by text"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          size="small"
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label="Category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          size="small"
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All categories</MenuItem>
          {(categories.data?.categories ?? []).map((c) => (
            <MenuItem key={c.id} value={c.slug}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as '' | ArticleStatus)}
          size="small"
          sx={{ minWidth: 180 }}
        >
          {STATUS_FILTERS.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {error ? <Alert severity="error">Failed to fetch articles</Alert> : null}

      <TableContainer>
        <Table size="small" aria-label="Articles">
          <TableHead>
            <TableRow>
              <TableCell>Title</TableCell>
              <TableCell>Category</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Updated</TableCell>
              <TableCell align="right" title="Readers, last 7 days (all time)">
                Views
              </TableCell>
              {placesFeatured ? <TableCell align="center">Featured</TableCell> : null}
              {placesMaster ? <TableCell>Homepage master</TableCell> : null}
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && !data ? (
              <SkeletonRows rows={ARTICLE_SKELETON_ROWS} columns={columns} />
            ) : articles.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns}>
                  <Typography color="text.secondary">No articles found</Typography>
                </TableCell>
              </TableRow>
            ) : (
              articles.map((article) => (
                <TableRow key={article.id} data-testid="admin-article-row" data-article-id={article.id}>
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{article.title}</Typography>
                    {article.status === 'scheduled' && article.scheduledFor ? (
                      <Typography variant="caption" color="text.secondary">
                        Goes live {new Date(article.scheduledFor).toLocaleString('en-US')}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <CategoryBadge category={article.categorySlug} />
                  </TableCell>
                  <TableCell>
                    <StatusBadge status={article.status} />
                  </TableCell>
                  <TableCell>{formatShortDate(article.updatedAt, format)}</TableCell>
                  <TableCell align="right">
                    {article.views ? `${article.views.lastWeek} (${article.views.total})` : '—'}
                  </TableCell>
                  {placesFeatured ? (
                    <TableCell align="center">
                      <Tooltip title={article.featured ? 'Remove from featured' : 'Mark as featured'}>
                        <IconButton
                          aria-label={`${article.featured ? 'Unfeature' : 'Feature'} ${article.title}`}
                          aria-pressed={article.featured}
                          onClick={() =>
                            run(() => toggleFeatured({ variables: { id: article.id } }), {
                              success: 'Featured status updated',
                              failure: 'Failed to update featured status',
                            })
                          }
                        >
                          {article.featured ? <StarIcon color="warning" /> : <StarBorderIcon />}
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  ) : null}
                  {placesMaster ? (
                    <TableCell>
                      {article.masterFeatured ? (
                        <Button
                          size="small"
                          color="warning"
                          aria-label={`Remove master featured ${article.title}`}
                          onClick={() =>
                            run(() => removeMaster({ variables: { id: article.id } }), {
                              success: 'Master featured article removed',
                              failure: 'Failed to remove master featured article',
                            })
                          }
                        >
                          Remove Master
                        </Button>
                      ) : article.status === 'published' ? (
                        <Button
                          size="small"
                          aria-label={`Set master featured ${article.title}`}
                          onClick={() => askMaster(article)}
                        >
                          Set Master
                        </Button>
                      ) : null}
                    </TableCell>
                  ) : null}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {article.live && onOpenLive ? (
                      <Tooltip title="Live console">
                        <IconButton aria-label={`Live console ${article.title}`} onClick={() => onOpenLive(article.id)}>
                          <PodcastsIcon color={article.live.status === 'live' ? 'error' : 'inherit'} />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                    {article.viewerCanUpdate ? (
                      <IconButton aria-label={`Edit ${article.title}`} onClick={() => onEdit(article.id)}>
                        <EditIcon />
                      </IconButton>
                    ) : null}
                    {article.viewerCanDelete ? (
                      <IconButton aria-label={`Delete ${article.title}`} onClick={() => confirmDelete.ask(article)}>
                        <DeleteIcon />
                      </IconButton>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {data ? (
        <Typography variant="body2" color="text.secondary">
          Showing {articles.length} of {data.adminArticles.totalCount} articles
        </Typography>
      ) : null}

      <ConfirmDialog
        {...confirmMaster.dialog}
        title="Replace master featured article"
        message={`"${currentMaster.data?.masterFeaturedArticle?.title ?? ''}" is the homepage master. Replace it with this article?`}
        confirmLabel="Replace"
      />
      <ConfirmDialog
        {...confirmDelete.dialog}
        title="Delete article"
        message="Are you sure you want to delete this article?"
        busy={deleting.loading}
      />
    </Stack>
  );
}
