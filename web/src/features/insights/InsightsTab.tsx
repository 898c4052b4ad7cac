// The dashboard's Insights tab (issue 24): the publication over a date range, from graph's rollups:
// views and visitors per day, where readers came from and on what, the most read articles, what
// they searched for (and what found nothing), the newsletter and comments per day (once there are
// comments), each chart with its table's CSV export; for every edition or one (issue 46).
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useState } from 'react';
import { EditionFilter } from '../../back-office/EditionFilter';
import { InsightsOverviewDocument, type InsightsOverviewQuery } from '../../gql/graphql';
import { downloadCsv, toCsv } from './csv';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const SOURCE_LABEL: Record<string, string> = {
  search: 'Search engines',
  social: 'Social',
  direct: 'Direct',
  internal: 'This site',
};
const sourceLabel = (label: string) => SOURCE_LABEL[label] ?? label;
const percent = (rate: number | null | undefined) => (rate == null ? '–' : `${Math.round(rate * 100)}%`);

function lastDays(days: number): { from: string; to: string } {
  const now = Date.now();
  return { from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) };
}

interface Section {
  title: string;
  file: string;
  header: string[];
  rows: (string | number)[][];
}

function ExportButton({ section }: { section: Section }) {
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() => downloadCsv(section.file, toCsv(section.header, section.rows))}
      aria-label={`Export ${section.title} as CSV`}
    >
      CSV
    </Button>
  );
}

function SectionTable({ section }: { section: Section }) {
  return (
    <Table size="small" aria-label={section.title}>
      <TableHead>
        <TableRow>
          {section.header.map((h) => (
            <TableCell key={h}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {section.rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={section.header.length}>
              <Typography color="text.secondary">Nothing in this range yet.</Typography>
            </TableCell>
          </TableRow>
        ) : null}
        {section.rows.map((row, i) => (
          <TableRow key={i}>
            {row.map((value, j) => (
              <TableCell key={j}>{value}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Panel({ section, children }: { section: Section; children?: React.ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-label={section.title}
      data-testid={`insights-${section.file}`}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {section.title}
        </Typography>
        <ExportButton section={section} />
      </Stack>
      {children}
      {/* A year of days is long: the table scrolls, the chart above shows the shape. */}
      <Box sx={{ maxHeight: 320, overflow: 'auto' }} tabIndex={0} aria-label={`${section.title} table`}>
        <SectionTable section={section} />
      </Box>
    </Paper>
  );
}

type Overview = InsightsOverviewQuery['insightsOverview'];

export function InsightsTab() {
  const [preset, setPreset] = useState<string>('30');
  const [range, setRange] = useState(() => lastDays(30));
  const [language, setLanguage] = useState('');
  const { data, loading, error } = useQuery(InsightsOverviewDocument, {
    variables: { ...range, language: language || null },
    fetchPolicy: 'cache-and-network',
  });
  const o = data?.insightsOverview;

  const choosePreset = (value: string | null) => {
    if (!value) return;
    setPreset(value);
    setRange(lastDays(Number(value)));
  };
  const setDay = (key: 'from' | 'to', value: string) => {
    if (!value) return;
    setPreset('');
    setRange((r) => ({ ...r, [key]: value }));
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={preset}
          onChange={(_, v: string | null) => choosePreset(v)}
          aria-label="Range"
        >
          <ToggleButton value="7">7 days</ToggleButton>
          <ToggleButton value="30">30 days</ToggleButton>
          <ToggleButton value="90">90 days</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          size="small"
          type="date"
          label="From"
          value={range.from}
          onChange={(e) => setDay('from', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label="To"
          value={range.to}
          onChange={(e) => setDay('to', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <EditionFilter value={language} onChange={setLanguage} />
        <Typography variant="caption" color="text.secondary">
          {language
            ? "Days in UTC. One edition's articles: their views, referrers, devices and comments; searches and the newsletter are the whole publication's."
            : 'Days in UTC. Visitors are counted without cookies (a hash that changes daily), so they are unique-ish.'}
        </Typography>
      </Stack>
      {loading ? <LinearProgress aria-label="Loading insights" /> : null}
      {error ? <Alert severity="error">Failed to fetch insights: {error.message}</Alert> : null}
      {o ? <OverviewPanels o={o} /> : null}
    </Stack>
  );
}

/** Each report as a titled table with its CSV file. */
function sectionsOf(o: Overview) {
  const section = (title: string, file: string, header: string[], rows: (string | number)[][]): Section => ({
    title,
    file,
    header,
    rows,
  });
  // One edition's visitors are not counted (readers are counted for the whole publication only).
  const perEdition = o.daily.some((d) => d.visitors == null);
  return {
    daily: perEdition
      ? section(
          'Views per day',
          'daily.csv',
          ['Day', 'Views'],
          o.daily.map((d) => [d.day, d.views]),
        )
      : section(
          'Views and visitors per day',
          'daily.csv',
          ['Day', 'Views', 'Visitors'],
          o.daily.map((d) => [d.day, d.views, d.visitors ?? 0]),
        ),
    articles: section(
      'Most read articles',
      'articles.csv',
      ['Article', 'Views'],
      o.topArticles.map((a) => [a.title, a.views]),
    ),
    referrers: section(
      'Where readers came from',
      'referrers.csv',
      ['Source', 'Views'],
      o.referrers.map((r) => [sourceLabel(r.label), r.count]),
    ),
    devices: section(
      'Devices',
      'devices.csv',
      ['Device', 'Views'],
      o.devices.map((d) => [d.label, d.count]),
    ),
    searches: section(
      'What readers searched for',
      'searches.csv',
      ['Search', 'Searches'],
      o.searches.map((x) => [x.label, x.count]),
    ),
    searchesWithoutResults: section(
      'Searches with no results',
      'searches-no-results.csv',
      ['Search', 'Searches'],
      o.searchesWithoutResults.map((x) => [x.label, x.count]),
    ),
    comments: section(
      'Comments per day',
      'comments.csv',
      ['Day', 'Comments'],
      (o.comments ?? []).map((d) => [d.day, d.count]),
    ),
    newsletter: section(
      'Newsletter',
      'newsletter.csv',
      ['Day', 'Subscribed', 'Confirmed', 'Unsubscribed', 'Subscribers'],
      o.newsletter.days.map((d) => [d.day, d.subscribed, d.confirmed, d.unsubscribed, d.total]),
    ),
    perEdition,
  };
}

function OverviewPanels({ o }: { o: Overview }) {
  const s = sectionsOf(o);
  return (
    <>
      <Panel section={s.daily}>
        <Box data-testid="insights-daily-chart">
          <LineChart
            height={260}
            xAxis={[{ scaleType: 'point', data: o.daily.map((d) => d.day) }]}
            series={[
              { data: o.daily.map((d) => d.views), label: 'Views' },
              ...(s.perEdition ? [] : [{ data: o.daily.map((d) => d.visitors ?? 0), label: 'Visitors' }]),
            ]}
          />
        </Box>
      </Panel>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Panel section={s.referrers}>
          {o.referrers.length ? (
            <BarChart
              height={220}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: o.referrers.map((r) => sourceLabel(r.label)), width: 110 }]}
              series={[{ data: o.referrers.map((r) => r.count), label: 'Views' }]}
            />
          ) : null}
        </Panel>
        <Panel section={s.devices}>
          {o.devices.length ? (
            <PieChart height={200} series={[{ data: o.devices.map((d, i) => ({ id: i, value: d.count, label: d.label })) }]} />
          ) : null}
        </Panel>
        <Panel section={s.articles} />
        <Panel section={s.searches} />
        <Panel section={s.searchesWithoutResults} />
      </Box>
      {o.comments ? (
        <Panel section={s.comments}>
          <Box data-testid="insights-comments-chart">
            <BarChart
              height={200}
              xAxis={[{ scaleType: 'band', data: o.comments.map((d) => d.day) }]}
              series={[{ data: o.comments.map((d) => d.count), label: 'Comments' }]}
            />
          </Box>
        </Panel>
      ) : null}
      <Panel section={s.newsletter}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Confirmation rate {percent(o.newsletter.confirmationRate)} · Unsubscribe rate {percent(o.newsletter.unsubscribeRate)}
        </Typography>
        <LineChart
          height={220}
          xAxis={[{ scaleType: 'point', data: o.newsletter.days.map((d) => d.day) }]}
          series={[{ data: o.newsletter.days.map((d) => d.total), label: 'Subscribers' }]}
        />
      </Panel>
    </>
  );
}
