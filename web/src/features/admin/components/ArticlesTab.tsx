// The Articles tab: every article, filtered, with what this account may do to each.
import { useEffect, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  ArticlesTabListDocument,
  DeleteArticleDocument,
  AdminRemoveMasterFeaturedDocument,
  AdminSetMasterFeaturedDocument,
  AdminToggleFeaturedDocument,
  type AdminArticleRowFragment,
  FeaturedManagerMasterDocument,
} from '../../../gql/graphql';
import { useToast } from '../../../lib/toast';
import { clearLocalDraft } from '../../../back-office/local-drafts';
import { ADMIN_ARTICLES_LIMIT, ARTICLE_SKELETON_ROWS } from '../../../back-office/constants';
import { forgetPublicationQueries } from '../../../back-office/publication-cache';
import { useAdminAction } from '../../../back-office/use-admin-action';
import { useOneAtATime } from '../../../back-office/use-one-at-a-time';
import { useCan } from '../../../back-office/use-can';
import { usePublicationFormat } from '../../../lib/publication-format';
import { ArticleRow, type ArticleRowActions } from './ArticleRow';
import { useArticleFilters } from './ArticleFilters';
import { ConfirmDialog } from '../../../back-office/ConfirmDialog';
import { SkeletonRows } from '../../../back-office/SkeletonRows';
import { useConfirmDelete } from '../../../back-office/use-confirm-delete';

export function ArticlesTab({ onEdit, onOpenLive }: { onEdit: (id: number) => void; onOpenLive?: (id: number) => void }) {
  const { toast } = useToast();
  // Featured placement is the editors' (capability table); each row says what else this account may do.
  const can = useCan();
  const placesFeatured = can('toggleFeatured');
  const placesMaster = can('setMasterFeatured');
  const columns = 6 + (placesFeatured ? 1 : 0) + (placesMaster ? 1 : 0);
  const filters = useArticleFilters();
  const { data, loading, error } = useQuery(ArticlesTabListDocument, {
    variables: { filter: filters.filter, limit: ADMIN_ARTICLES_LIMIT },
  });
  const format = usePublicationFormat();
  const { actions, dialogs } = useArticleActions(placesMaster, onEdit, onOpenLive);

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to fetch articles', variant: 'destructive' });
  }, [error, toast]);

  const articles = data?.adminArticles.articles ?? [];

  return (
    <Stack spacing={2}>
      {filters.fields}
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
                <ArticleRow
                  key={article.id}
                  article={article}
                  placesFeatured={placesFeatured}
                  placesMaster={placesMaster}
                  format={format}
                  actions={actions}
                />
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
      {dialogs}
    </Stack>
  );
}

/** The rows' writes: featured, the homepage master (asking before replacing one) and delete (asking first). */
function useArticleActions(placesMaster: boolean, edit: (id: number) => void, openLive?: (id: number) => void) {
  const run = useAdminAction();
  const oneAtATime = useOneAtATime();
  const forget = { update: forgetPublicationQueries };
  const [deleteArticle, deleting] = useMutation(DeleteArticleDocument, forget);
  const [toggleFeatured] = useMutation(AdminToggleFeaturedDocument, forget);
  const [setMaster] = useMutation(AdminSetMasterFeaturedDocument, forget);
  const [removeMaster] = useMutation(AdminRemoveMasterFeaturedDocument, forget);
  // Setting a master replaces its edition's current one (one per edition): ask first, as the
  // Featured Manager does, about that edition's master.
  const client = useApolloClient();
  const [replacedTitle, setReplacedTitle] = useState('');
  const currentMasterOf = async (article: AdminArticleRowFragment) =>
    placesMaster
      ? (
          await client.query({
            query: FeaturedManagerMasterDocument,
            variables: { language: article.language },
            fetchPolicy: 'network-only',
          })
        ).data?.masterFeaturedArticle
      : null;
  const makeMaster = (article: AdminArticleRowFragment) =>
    run(() => setMaster({ variables: { id: article.id } }), {
      success: 'Master featured article updated',
      failure: 'Failed to update master featured article',
    });
  const confirmMaster = useConfirmDelete(makeMaster);
  const confirmDelete = useConfirmDelete(async (article: AdminArticleRowFragment) => {
    const deleted = await run(() => deleteArticle({ variables: { id: article.id } }), {
      success: 'Article deleted successfully',
      failure: 'Failed to delete article',
    });
    if (deleted) clearLocalDraft(article.id);
  });

  const actions: ArticleRowActions = {
    edit,
    openLive,
    toggleFeatured: (article) =>
      void oneAtATime(article.id, () =>
        run(() => toggleFeatured({ variables: { id: article.id } }), {
          success: 'Featured status updated',
          failure: 'Failed to update featured status',
        }),
      ),
    askMaster: (article) =>
      void currentMasterOf(article).then((current) => {
        if (current && current.id !== article.id) {
          setReplacedTitle(current.title);
          confirmMaster.ask(article);
        } else void makeMaster(article);
      }),
    removeMaster: (article) =>
      void run(() => removeMaster({ variables: { id: article.id } }), {
        success: 'Master featured article removed',
        failure: 'Failed to remove master featured article',
      }),
    askDelete: (article) => confirmDelete.ask(article),
  };
  const dialogs = (
    <>
      <ConfirmDialog
        {...confirmMaster.dialog}
        title="Replace master featured article"
        message={`"${replacedTitle}" is the homepage master of its edition. Replace it with this article?`}
        confirmLabel="Replace"
      />
      <ConfirmDialog
        {...confirmDelete.dialog}
        title="Delete article"
        message="Are you sure you want to delete this article?"
        busy={deleting.loading}
      />
    </>
  );
  return { actions, dialogs };
}
