// One row of the Articles tab: the article, and what this account may do with it.
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import PodcastsIcon from '@mui/icons-material/Podcasts';
import type { AdminArticleRowFragment } from '../../../gql/graphql';
import { CategoryBadge } from '../../../components/CategoryBadge';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime, formatShortDate, type PublicationFormat } from '../../../lib/dates';

/** What a row's buttons do (the tab holds the mutations and the confirmations). */
export interface ArticleRowActions {
  edit: (id: number) => void;
  openLive?: (id: number) => void;
  toggleFeatured: (article: AdminArticleRowFragment) => void;
  askMaster: (article: AdminArticleRowFragment) => void;
  removeMaster: (article: AdminArticleRowFragment) => void;
  askDelete: (article: AdminArticleRowFragment) => void;
}

interface ArticleRowProps {
  article: AdminArticleRowFragment;
  /** Featured placement is the editors' (capability table). */
  placesFeatured: boolean;
  placesMaster: boolean;
  format: PublicationFormat;
  actions: ArticleRowActions;
}

export function ArticleRow({ article, placesFeatured, placesMaster, format, actions }: ArticleRowProps) {
  return (
    <TableRow data-testid="admin-article-row" data-article-id={article.id}>
      <TableCell>
        <Typography sx={{ fontWeight: 600 }}>{article.title}</Typography>
        {article.status === 'scheduled' && article.scheduledFor ? (
          <Typography variant="caption" color="text.secondary">
            {/* On the publication's clock, named with its zone, as the calendar writes it (ADR 0045). */}
            Goes live {formatDateTime(article.scheduledFor, format)}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>
        <CategoryBadge category={article.categorySlug} name={article.category.name} />
      </TableCell>
      <TableCell>
        <StatusBadge status={article.status} />
      </TableCell>
      <TableCell>{formatShortDate(article.updatedAt, format)}</TableCell>
      <TableCell align="right">{article.views ? `${article.views.lastWeek} (${article.views.total})` : '—'}</TableCell>
      {placesFeatured ? (
        <TableCell align="center">
          <Tooltip title={article.featured ? 'Remove from featured' : 'Mark as featured'}>
            <IconButton
              aria-label={`${article.featured ? 'Unfeature' : 'Feature'} ${article.title}`}
              aria-pressed={article.featured}
              onClick={() => actions.toggleFeatured(article)}
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
              onClick={() => actions.removeMaster(article)}
            >
              Remove Master
            </Button>
          ) : article.status === 'published' ? (
            <Button size="small" aria-label={`Set master featured ${article.title}`} onClick={() => actions.askMaster(article)}>
              Set Master
            </Button>
          ) : null}
        </TableCell>
      ) : null}
      <RowActions article={article} actions={actions} />
    </TableRow>
  );
}

function RowActions({ article, actions }: { article: AdminArticleRowFragment; actions: ArticleRowActions }) {
  const { openLive } = actions;
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {article.live && openLive ? (
        <Tooltip title="Live console">
          <IconButton aria-label={`Live console ${article.title}`} onClick={() => openLive(article.id)}>
            <PodcastsIcon color={article.live.status === 'live' ? 'error' : 'inherit'} />
          </IconButton>
        </Tooltip>
      ) : null}
      {article.viewerCanUpdate ? (
        <IconButton aria-label={`Edit ${article.title}`} onClick={() => actions.edit(article.id)}>
          <EditIcon />
        </IconButton>
      ) : null}
      {article.viewerCanDelete ? (
        <IconButton aria-label={`Delete ${article.title}`} onClick={() => actions.askDelete(article)}>
          <DeleteIcon />
        </IconButton>
      ) : null}
    </TableCell>
  );
}
