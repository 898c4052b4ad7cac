import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, stubFetch, type SentOperation } from '../../testing/render';
import { addDays } from './calendar-dates';
import { CalendarTab } from './CalendarTab';

const article = (id: number, title: string, scheduledFor: string | null, extra: Record<string, unknown> = {}) => ({
  __typename: 'CalendarArticle',
  id,
  title,
  status: 'scheduled',
  scheduledFor,
  embargoUntil: null,
  mayReschedule: true,
  ...extra,
});

/** graph's answer for any range: items on the range's 11th and 12th days. */
function calendarAnswer(variables: Record<string, unknown>) {
  const from = variables.from as string;
  const to = variables.to as string;
  const days = [];
  for (let date = from; date <= to; date = addDays(date, 1)) days.push(date);
  const first = days[Math.min(10, days.length - 2)];
  const second = addDays(first, 1);
  return days.map((date) => ({
    __typename: 'CalendarDay',
    date,
    scheduled:
      date === first
        ? [
            article(1, 'Patch notes roundup', `${first}T09:30:00.000Z`),
            article(2, 'Someone else’s feature', `${first}T11:00:00.000Z`, { mayReschedule: false }),
          ]
        : date === second
          ? [article(3, 'Held review', `${second}T15:00:00.000Z`, { embargoUntil: `${second}T15:00:00.000Z` })]
          : [],
    embargoLifts:
      date === second ? [article(3, 'Held review', `${second}T15:00:00.000Z`, { embargoUntil: `${second}T15:00:00.000Z` })] : [],
    releases:
      date === from
        ? [
            {
              __typename: 'CalendarRelease',
              gameId: 7,
              name: 'Starfall Odyssey',
              slug: 'starfall-odyssey',
              platforms: ['pc'],
              precision: 'quarter',
              label: 'Q2 2031',
            },
          ]
        : [],
  }));
}

function renderCalendar(
  reschedule: (op: SentOperation) => { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] },
) {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'ed', displayName: 'Ed', role: 'editor' } } });
  return renderWithApp(<CalendarTab />, {
    respond: (op) => (op.operationName === 'Calendar' ? { data: { calendar: calendarAnswer(op.variables) } } : reschedule(op)),
  });
}

const dayCell = (date: string) => document.querySelector(`[data-date="${date}"]`) as HTMLElement;

describe('the Calendar tab', () => {
  it('shows each day’s scheduled articles, embargo lifts and releases, in a month or a week', async () => {
    const { sent } = renderCalendar(() => ({ data: null }));
    expect(await screen.findByText('09:30 UTC Scheduled: Patch notes roundup')).toBeInTheDocument();
    expect(screen.getByText(/Embargo lifts: Held review/)).toBeInTheDocument();
    expect(screen.getByText('Release: Starfall Odyssey (Q2 2031)')).toBeInTheDocument();
    const month = sent.find((op) => op.operationName === 'Calendar')!.variables;
    const monthDays = (Date.parse(month.to as string) - Date.parse(month.from as string)) / 86_400_000 + 1;
    expect(monthDays % 7).toBe(0);
    expect(monthDays).toBeGreaterThanOrEqual(28);

    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(screen.getAllByRole('listitem').filter((el) => el.hasAttribute('data-date'))).toHaveLength(7));
    const week = sent.filter((op) => op.operationName === 'Calendar').at(-1)!.variables;
    expect(addDays(week.from as string, 6)).toBe(week.to);
    expect(new Date(`${week.from as string}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('drags a scheduled article to another day, keeping its time of day', async () => {
    const { sent } = renderCalendar((op) => ({
      data: {
        updateArticle: {
          __typename: 'Article',
          id: op.variables.id,
          status: 'scheduled',
          scheduledFor: op.variables.scheduledFor,
        },
      },
    }));
    const item = (await screen.findByText('09:30 UTC Scheduled: Patch notes roundup')).closest('li')!;
    expect(item).toHaveAttribute('draggable', 'true');
    const from = item.closest('[data-date]')!.getAttribute('data-date')!;
    const target = addDays(from, -3);
    const store = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => store.set(type, value),
      getData: (type: string) => store.get(type) ?? '',
      get types() {
        return [...store.keys()];
      },
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    fireEvent.dragStart(item, { dataTransfer });
    fireEvent.dragOver(dayCell(target), { dataTransfer });
    fireEvent.drop(dayCell(target), { dataTransfer });
    await waitFor(() =>
      expect(sent.find((op) => op.operationName === 'CalendarReschedule')?.variables).toEqual({
        id: 1,
        scheduledFor: `${target}T09:30:00.000Z`,
      }),
    );
    expect(await screen.findByText(/rescheduled for/)).toBeInTheDocument();
  });

  it('gives the keyboard back to the moved article’s "Move to…" on its new day once the dialog closes', async () => {
    // graph's calendar after the move has the article on its new day.
    let movedTo: string | null = null;
    stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'ed', displayName: 'Ed', role: 'editor' } } });
    renderWithApp(<CalendarTab />, {
      respond: (op) => {
        if (op.operationName !== 'Calendar') {
          movedTo = op.variables.scheduledFor as string;
          return { data: { updateArticle: { __typename: 'Article', id: 1, status: 'scheduled', scheduledFor: movedTo } } };
        }
        const days = calendarAnswer(op.variables).map((day) => ({
          ...day,
          scheduled: day.scheduled.filter((a) => a.id !== 1 || !movedTo),
        }));
        const target = days.find((day) => movedTo?.startsWith(day.date));
        target?.scheduled.push(article(1, 'Patch notes roundup', movedTo));
        return { data: { calendar: days } };
      },
    });
    const user = userEvent.setup();
    const item = (await screen.findByText('09:30 UTC Scheduled: Patch notes roundup')).closest('li')!;
    const target = addDays(item.closest('[data-date]')!.getAttribute('data-date')!, -3);
    act(() => screen.getByRole('button', { name: 'Move "Patch notes roundup" to…' }).focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Move to…' });
    await act(async () => {
      fireEvent.change(within(dialog).getByLabelText(/New date/), { target: { value: target } });
    });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const moved = within(dayCell(target)).getByRole('button', { name: 'Move "Patch notes roundup" to…' });
    await waitFor(() => expect(moved).toHaveFocus());
  });

  it('offers "Move to…" from the keyboard, and shows graph’s refusal naming the embargo', async () => {
    const embargo = '2031-06-12T15:00:00.000Z';
    const { sent } = renderCalendar(() => ({
      errors: [
        {
          message: `Embargoed until ${embargo}: it cannot be published before then; schedule it for ${embargo} or later`,
          extensions: { code: 'EMBARGOED', embargoUntil: embargo },
        },
      ],
    }));
    await screen.findByText(/Scheduled: Held review/);
    // Only articles the viewer may move can be moved.
    expect(screen.queryByRole('button', { name: 'Move "Someone else’s feature" to…' })).not.toBeInTheDocument();
    expect(screen.getByText(/Scheduled: Someone else’s feature/).closest('li')).toHaveAttribute('draggable', 'false');

    const user = userEvent.setup();
    act(() => screen.getByRole('button', { name: 'Move "Held review" to…' }).focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Move to…' });
    const field = within(dialog).getByLabelText(/New date/);
    await act(async () => {
      fireEvent.change(field, { target: { value: '2031-06-01' } });
    });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(sent.find((op) => op.operationName === 'CalendarReschedule')?.variables).toEqual({
        id: 3,
        scheduledFor: '2031-06-01T15:00:00.000Z',
      }),
    );
    expect(await screen.findByText(new RegExp(`Embargoed until ${embargo}`))).toBeInTheDocument();
    // Refused: the dialog stays open for another date.
    expect(screen.getByRole('dialog', { name: 'Move to…' })).toBeInTheDocument();
  });
});
