// The dashboard's Calendar tab (issue 21): a month or week of days in the publication's zone, each listing the articles
// scheduled that day, the embargoes lifting and the games coming out. A scheduled article the viewer
// may move is dragged to another day (native HTML5 drag and drop) or moved with its "Move to…"
// date field; either keeps its time of day and goes through updateArticle, so graph's embargo,
// minute-step and lead rules decide, and a refusal is a toast with graph's reason. With several
// editions, one edition's articles can be shown alone (releases are every edition's).
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventIcon from '@mui/icons-material/Event';
import {
  CalendarRescheduleDocument,
  CalendarDocument,
  type CalendarArticleFieldsFragment,
  type CalendarQuery,
} from '../../gql/graphql';
import { EditionFilter } from '../../back-office/EditionFilter';
import { useAdminAction } from '../../back-office/use-admin-action';
import {
  type CalendarView,
  clockTime,
  dayLabel,
  dayOf,
  movedTo,
  shortDayLabel,
  stepAnchor,
  today as todayIn,
  viewRange,
  viewTitle,
} from './calendar-dates';
import { usePublicationFormat } from '../../lib/publication-format';

type Day = CalendarQuery['calendar'][number];

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const DRAG_TYPE = 'application/x-savepoint-article';

export function CalendarTab() {
  const format = usePublicationFormat();
  const todayHere = () => todayIn(format.timeZone);
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(() => todayHere());
  const [moving, setMoving] = useState<CalendarArticleFieldsFragment | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const [language, setLanguage] = useState('');
  const range = viewRange(view, anchor);
  const days = useQuery(CalendarDocument, {
    variables: { ...range, language: language || null },
    fetchPolicy: 'cache-and-network',
  });
  const [reschedule] = useMutation(CalendarRescheduleDocument);
  const run = useAdminAction();
  const [busy, setBusy] = useState(false);
  // Articles by id, so a drop (which carries only the id) finds the article it moves.
  const scheduled = new Map((days.data?.calendar ?? []).flatMap((day) => day.scheduled).map((a) => [a.id, a]));

  const move = async (article: CalendarArticleFieldsFragment, date: string): Promise<boolean> => {
    if (!article.scheduledFor || dayOf(article.scheduledFor, format.timeZone) === date) return true;
    const scheduledFor = movedTo(article.scheduledFor, date, format.timeZone);
    setBusy(true);
    const done = await run(() => reschedule({ variables: { id: article.id, scheduledFor } }), {
      success: `"${article.title}" rescheduled for ${dayLabel(date, format)}, ${clockTime(scheduledFor, format)}`,
      failure: 'Failed to reschedule article',
    });
    if (done) await days.refetch();
    setBusy(false);
    return done !== undefined;
  };

  const onDrop = (event: DragEvent<HTMLElement>, date: string) => {
    event.preventDefault();
    setDropTarget(null);
    const article = scheduled.get(Number(event.dataTransfer.getData(DRAG_TYPE)));
    if (article) void move(article, date);
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton aria-label={`Previous ${view}`} onClick={() => setAnchor(stepAnchor(view, anchor, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <Button onClick={() => setAnchor(todayHere())}>Today</Button>
          <IconButton aria-label={`Next ${view}`} onClick={() => setAnchor(stepAnchor(view, anchor, 1))}>
            <ChevronRightIcon />
          </IconButton>
          <Typography variant="h6" component="h2" aria-live="polite">
            {viewTitle(view, anchor, format)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            Days and times are {format.timeZone}
          </Typography>
          <EditionFilter value={language} onChange={setLanguage} />
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, value: CalendarView | null) => value && setView(value)}
            aria-label="Calendar view"
          >
            <ToggleButton value="month">Month</ToggleButton>
            <ToggleButton value="week">Week</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      {days.loading || busy ? <LinearProgress aria-label="Loading calendar" /> : null}
      {days.error ? <Alert severity="error">Failed to fetch calendar</Alert> : null}
      <Box
        role="list"
        aria-label={viewTitle(view, anchor, format)}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(7, minmax(0, 1fr))' } }}
      >
        {WEEKDAYS.map((weekday) => (
          <Typography
            key={weekday}
            aria-hidden
            variant="overline"
            sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'center' }}
          >
            {weekday}
          </Typography>
        ))}
        {(days.data?.calendar ?? []).map((day) => (
          <DayCell
            key={day.date}
            day={day}
            view={view}
            outside={view === 'month' && day.date.slice(0, 7) !== anchor.slice(0, 7)}
            today={day.date === todayHere()}
            dropTarget={dropTarget === day.date}
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setDropTarget(day.date);
            }}
            onDragLeave={() => setDropTarget((current) => (current === day.date ? null : current))}
            onDrop={(event) => onDrop(event, day.date)}
            onMove={setMoving}
          />
        ))}
      </Box>
      <MoveDialog
        article={moving}
        onClose={() => setMoving(null)}
        onMove={async (article, date) => {
          if (await move(article, date)) setMoving(null);
        }}
      />
    </Stack>
  );
}

interface DayCellProps {
  day: Day;
  view: CalendarView;
  outside: boolean;
  today: boolean;
  dropTarget: boolean;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDragLeave: () => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
  onMove: (article: CalendarArticleFieldsFragment) => void;
}

function DayCell({ day, view, outside, today, dropTarget, onDragOver, onDragLeave, onDrop, onMove }: DayCellProps) {
  const format = usePublicationFormat();
  const empty = day.scheduled.length + day.embargoLifts.length + day.releases.length === 0;
  const headingId = `calendar-day-${day.date}`;
  return (
    <Paper
      role="listitem"
      aria-labelledby={headingId}
      data-date={day.date}
      variant="outlined"
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      sx={{
        p: 1,
        minHeight: view === 'week' ? 240 : 120,
        opacity: outside ? 0.6 : 1,
        borderColor: dropTarget ? 'primary.main' : today ? 'secondary.main' : undefined,
        borderWidth: dropTarget || today ? 2 : 1,
      }}
    >
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: today ? 800 : 600 }}>
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {view === 'week' ? shortDayLabel(day.date, format) : Number(day.date.slice(8))}
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', md: 'none' } }}>
          {dayLabel(day.date, format)}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {` ${dayLabel(day.date, format)}`}
        </Box>
      </Typography>
      {empty ? null : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
          {day.scheduled.map((article) => (
            <ScheduledItem key={`s${article.id}`} article={article} onMove={onMove} />
          ))}
          {day.embargoLifts.map((article) => (
            <Box component="li" key={`e${article.id}`}>
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                label={`${clockTime(article.embargoUntil!, format)} Embargo lifts: ${article.title}`}
                sx={chipSx}
              />
            </Box>
          ))}
          {day.releases.map((release) => (
            <Box component="li" key={`r${release.gameId}-${release.precision}`}>
              <Chip
                size="small"
                color="info"
                variant="outlined"
                label={`Release: ${release.name}${release.precision === 'day' ? '' : ` (${release.label})`}`}
                title={release.platforms.join(', ')}
                sx={chipSx}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

const chipSx = { maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } } as const;
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function ScheduledItem({
  article,
  onMove,
}: {
  article: CalendarArticleFieldsFragment;
  onMove: (article: CalendarArticleFieldsFragment) => void;
}) {
  const format = usePublicationFormat();
  const label = `${clockTime(article.scheduledFor!, format)} Scheduled: ${article.title}`;
  return (
    <Box
      component="li"
      draggable={article.mayReschedule}
      data-article-id={article.id}
      onDragStart={(event: DragEvent<HTMLElement>) => {
        event.dataTransfer.setData(DRAG_TYPE, String(article.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, cursor: article.mayReschedule ? 'grab' : undefined }}
    >
      <Chip size="small" color="primary" label={label} sx={chipSx} />
      {article.mayReschedule ? (
        <Tooltip title="Move to…">
          <IconButton size="small" aria-label={`Move "${article.title}" to…`} onClick={() => onMove(article)}>
            <EventIcon fontSize="inherit" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Box>
  );
}

function MoveDialog({
  article,
  onClose,
  onMove,
}: {
  article: CalendarArticleFieldsFragment | null;
  onClose: () => void;
  onMove: (article: CalendarArticleFieldsFragment, date: string) => Promise<void>;
}) {
  const format = usePublicationFormat();
  const [date, setDate] = useState('');
  const current = article?.scheduledFor ? dayOf(article.scheduledFor, format.timeZone) : '';
  // The article the dialog was opened for, still known once it has closed (`article` is null by then).
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (article) opened.current = article.id;
  }, [article]);
  // A moved article is drawn anew on its new day: the "Move to…" button the dialog would give the
  // keyboard back to is gone, and the focus fell to <body>. The article's button, wherever it is now.
  const refocus = () => document.querySelector<HTMLElement>(`li[data-article-id="${opened.current}"] button`)?.focus();
  return (
    <Dialog
      open={article !== null}
      onClose={onClose}
      aria-labelledby="calendar-move-title"
      disableRestoreFocus
      slotProps={{ transition: { onEnter: () => setDate(current), onExited: refocus } }}
    >
      <DialogTitle id="calendar-move-title">Move to…</DialogTitle>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (article && date) void onMove(article, date);
        }}
      >
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">
              {article ? `"${article.title}" keeps its time (${clockTime(article.scheduledFor!, format)}).` : null}
            </Typography>
            <TextField
              label={`New date (${format.timeZone})`}
              type="date"
              required
              autoFocus
              value={date}
              onChange={(event) => setDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!date || date === current}>
            Move
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
