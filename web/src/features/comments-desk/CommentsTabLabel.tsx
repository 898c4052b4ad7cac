// The Comments tab's label with its count: shown with the dashboard's tabs, so it travels apart from
// the desk itself, which loads when its tab opens.
import { useQuery } from '@apollo/client/react';
import { DeskCommentCountsDocument } from '../../gql/graphql';
import { POLL_MS } from './comments-poll';

/** "Comments (3)": pending and reported comments wait for an editor. */
export function CommentsTabLabel() {
  const { data } = useQuery(DeskCommentCountsDocument, { pollInterval: POLL_MS, fetchPolicy: 'cache-and-network' });
  const counts = data?.moderationComments.counts;
  const waiting = counts ? counts.pending + counts.reported : 0;
  return <span>{waiting ? `Comments (${waiting})` : 'Comments'}</span>;
}
