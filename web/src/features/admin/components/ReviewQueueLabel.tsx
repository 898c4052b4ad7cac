// The review queue tab's label with its count: shown with the dashboard's tabs, so it travels apart
// from the queue itself, which loads when its tab opens.
import { useQuery } from '@apollo/client/react';
import Badge from '@mui/material/Badge';
import { AdminReviewQueueDocument } from '../../../gql/graphql';
import { QUEUE_LIMIT } from './review-queue';

export function ReviewQueueLabel() {
  const { data } = useQuery(AdminReviewQueueDocument, { variables: { limit: QUEUE_LIMIT }, fetchPolicy: 'cache-and-network' });
  const count = data?.adminArticles.totalCount ?? 0;
  return (
    <Badge badgeContent={count} color="secondary" sx={{ pr: count ? 1.5 : 0 }} aria-label={`Review queue, ${count} waiting`}>
      Review queue
    </Badge>
  );
}
