// A small chart of the article's views over the last 30 days in the editor's sidebar (issue 24).
import { useQuery } from '@apollo/client/react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { ArticleInsightsDocument } from '../../../gql/graphql';

export function ViewsChart({ articleId }: { articleId: number }) {
  const { data, loading, error } = useQuery(ArticleInsightsDocument, {
    variables: { articleId },
    fetchPolicy: 'cache-and-network',
  });
  const insights = data?.articleInsights;
  if (error) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="editor-views-chart" component="section" aria-label="Views, last 30 days">
      <Typography variant="subtitle2" component="p">
        Views, last 30 days: {insights ? insights.views : '…'}
      </Typography>
      {loading && !insights ? <Skeleton variant="rounded" height={48} /> : null}
      {insights ? (
        <SparkLineChart
          height={48}
          data={insights.daily.map((d) => d.views)}
          xAxis={{ scaleType: 'point', data: insights.daily.map((d) => d.day) }}
          showTooltip
          showHighlight
        />
      ) : null}
      {insights?.hoursToHalfFirstWeek != null ? (
        <Typography variant="caption" color="text.secondary">
          Half of its first week&apos;s views came within {insights.hoursToHalfFirstWeek} hours.
        </Typography>
      ) : null}
    </Paper>
  );
}
