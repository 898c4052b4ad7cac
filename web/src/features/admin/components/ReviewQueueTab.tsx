// The review queue (issue 24): the articles writers submitted, for editors to open, read the changes
// since the last review, and approve or send back. The tab's label (ReviewQueueLabel.tsx) carries the
// count (of every edition); the tab can show one edition's.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { EditionFilter } from '../../../back-office/EditionFilter';
import { AdminReviewQueueDocument, type AdminReviewQueueQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { usePublicationFormat } from '../../../lib/publication-format';
import { SkeletonRows } from '../../../back-office/SkeletonRows';

import { QUEUE_LIMIT } from './review-queue';

export function ReviewQueueTab({ onEdit }: { onEdit: (id: number) => void }) {
  const [language, setLanguage] = useState('');
  const { data, loading, error } = useQuery(AdminReviewQueueDocument, {
    // Every edition: the same query as the tab's label (one answer in the cache for both).
    variables: { limit: QUEUE_LIMIT, language: language || undefined },
    fetchPolicy: 'cache-and-network',
  });
  if (error) return <Alert severity="error">Failed to fetch the review queue</Alert>;
  const articles = data?.adminArticles.articles ?? [];
  // Oldest submission first: the one waiting longest is read first (an edit in review moves
  // updatedAt, not the submission).
  const submitted = (article: (typeof articles)[number]) => article.submittedAt ?? article.updatedAt;
  const queue = [...articles].sort((a, b) => Date.parse(submitted(a)) - Date.parse(submitted(b)));
  return (
    <Stack spacing={2}>
      <EditionFilter value={language} onChange={setLanguage} />
      <QueueTable
        queue={queue}
        loading={loading && !data}
        empty={Boolean(data) && queue.length === 0}
        onEdit={onEdit}
        submitted={submitted}
      />
    </Stack>
  );
}

type QueuedArticle = AdminReviewQueueQuery['adminArticles']['articles'][number];

interface QueueTableProps {
  queue: QueuedArticle[];
  loading: boolean;
  empty: boolean;
  onEdit: (id: number) => void;
  submitted: (article: QueuedArticle) => string;
}

function QueueTable({ queue, loading, empty, onEdit, submitted }: QueueTableProps) {
  const format = usePublicationFormat();
  return (
    <Table size="small" aria-label="Review queue">
      <TableHead>
        <TableRow>
          <TableCell>Title</TableCell>
          <TableCell>Writer</TableCell>
          <TableCell>Submitted</TableCell>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {loading ? <SkeletonRows rows={3} columns={4} /> : null}
        {empty ? (
          <TableRow>
            <TableCell colSpan={4}>
              <Typography color="text.secondary">Nothing is waiting for review.</Typography>
            </TableCell>
          </TableRow>
        ) : null}
        {queue.map((article) => (
          <TableRow key={article.id} data-testid="review-queue-row">
            <TableCell>{article.title}</TableCell>
            <TableCell>{article.author.displayName}</TableCell>
            <TableCell>
              {/* On the publication's clock, named with its zone, as the Articles tab writes dates (ADR 0045). */}
              {formatDateTime(submitted(article), format)}
            </TableCell>
            <TableCell align="right">
              <Button size="small" aria-label={`Review ${article.title}`} onClick={() => onEdit(article.id)}>
                Review
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
