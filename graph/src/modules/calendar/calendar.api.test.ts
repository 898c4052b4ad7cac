// The editorial calendar through graph directly (issue 21 item 6): every day of the range (in the publication time zone) with its
// scheduled articles, embargo lifts and game releases (month/quarter/year on the period's first day),
// staff only, with who may move each schedule, and bad ranges refused naming the field.
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { ArticleStatus } from '../article/article.entity';
import { type User, UserRole } from '../user/user.entity';

let t: TestGraph;
let category: string;
let author: User;
let contributor: User;
beforeAll(async () => {
  t = await startTestGraph();
  category = (await createCategory(t.graph)).slug;
  const users = t.graph.services().users;
  author = await users.createUser({ username: 'cal-author', password: 'a long enough password', role: UserRole.author });
  contributor = await users.createUser({
    username: 'cal-contributor',
    password: 'a long enough password',
    role: UserRole.contributor,
  });
});
afterAll(async () => {
  await t?.close();
});

const CALENDAR = `query($from: String!, $to: String!) { calendar(from: $from, to: $to) {
  date
  scheduled { id title status scheduledFor embargoUntil mayReschedule }
  embargoLifts { id title status scheduledFor embargoUntil }
  releases { gameId name slug platforms precision label }
} }`;

async function createGame(input: Record<string, unknown>) {
  const res = await t.query(`mutation($input: GameInput!) { createGame(input: $input) { id } }`, { input }, t.editorHeaders());
  if (!res.data?.createGame) throw new Error(JSON.stringify(res.errors));
  return res.data.createGame.id as number;
}

describe('calendar', () => {
  it('lists each UTC day with its schedules, embargo lifts and releases by precision', async () => {
    // 23:30 UTC on the 3rd is still the 3rd whatever the server's zone.
    const late = await createArticle(t.graph, {
      category,
      title: 'Late night launch',
      status: ArticleStatus.scheduled,
      scheduledFor: new Date('2031-03-03T23:30:00Z'),
    });
    const held = await createArticle(t.graph, {
      category,
      title: 'Held review',
      status: ArticleStatus.scheduled,
      scheduledFor: new Date('2031-03-05T09:00:00Z'),
      embargoUntil: new Date('2031-03-05T09:00:00Z'),
      authorId: author.id,
    });
    const draft = await createArticle(t.graph, {
      category,
      title: 'Embargoed draft',
      status: ArticleStatus.draft,
      embargoUntil: new Date('2031-03-04T16:00:00Z'),
    });
    await createArticle(t.graph, {
      category,
      title: 'Outside the range',
      status: ArticleStatus.scheduled,
      scheduledFor: new Date('2031-04-01T00:00:00Z'),
    });
    const exact = await createGame({
      name: 'Calendar Exact',
      platforms: ['pc', 'ps5', 'switch'],
      releases: [
        { platform: 'pc', precision: 'day', value: '2031-03-04' },
        { platform: 'ps5', precision: 'day', value: '2031-03-04' },
        { platform: 'switch', precision: 'tba' },
      ],
    });
    const quarter = await createGame({
      name: 'Calendar Quarter',
      platforms: ['pc'],
      releases: [{ platform: 'pc', precision: 'quarter', value: '2031-Q1' }],
    });
    const month = await createGame({
      name: 'Calendar Month',
      platforms: ['xbox-series'],
      releases: [{ platform: 'xbox-series', precision: 'month', value: '2031-03' }],
    });

    const res = await t.query(CALENDAR, { from: '2031-03-01', to: '2031-03-05' }, t.editorHeaders());
    expect(res.errors).toBeUndefined();
    const days = res.data!.calendar;
    expect(days.map((d: { date: string }) => d.date)).toEqual([
      '2031-03-01',
      '2031-03-02',
      '2031-03-03',
      '2031-03-04',
      '2031-03-05',
    ]);
    const [first, , third, fourth, fifth] = days;
    expect(first.releases).toEqual([
      {
        gameId: month,
        name: 'Calendar Month',
        slug: 'calendar-month',
        platforms: ['xbox-series'],
        precision: 'month',
        label: 'March 2031',
      },
    ]);
    expect(third.scheduled).toEqual([
      {
        id: late.id,
        title: 'Late night launch',
        status: 'scheduled',
        scheduledFor: '2031-03-03T23:30:00.000Z',
        embargoUntil: null,
        mayReschedule: true,
      },
    ]);
    expect(fourth.embargoLifts).toEqual([
      { id: draft.id, title: 'Embargoed draft', status: 'draft', scheduledFor: null, embargoUntil: '2031-03-04T16:00:00.000Z' },
    ]);
    expect(fourth.releases).toEqual([
      {
        gameId: exact,
        name: 'Calendar Exact',
        slug: 'calendar-exact',
        platforms: ['pc', 'ps5'],
        precision: 'day',
        label: '4 March 2031',
      },
    ]);
    expect(fifth.scheduled.map((a: { id: number }) => a.id)).toEqual([held.id]);
    expect(fifth.embargoLifts.map((a: { id: number }) => a.id)).toEqual([held.id]);
    const everything = days.flatMap((d: Record<string, { title?: string; name?: string }[]>) => [
      ...d.scheduled,
      ...d.embargoLifts,
      ...d.releases,
    ]);
    expect(everything.some((item: { title?: string }) => item.title === 'Outside the range')).toBe(false);

    // The quarter's first day is January 1st: outside March, inside a range that covers it.
    const january = await t.query(CALENDAR, { from: '2030-12-31', to: '2031-01-01' }, t.editorHeaders());
    expect(january.data!.calendar[1].releases).toEqual([
      expect.objectContaining({ gameId: quarter, precision: 'quarter', label: 'Q1 2031' }),
    ]);
    expect(january.data!.calendar[0].releases).toEqual([]);
  });

  it("tells each role whose schedules it may move (publishArticle's row)", async () => {
    const mine = await createArticle(t.graph, {
      category,
      title: "Author's own",
      status: ArticleStatus.scheduled,
      scheduledFor: new Date('2031-05-02T10:00:00Z'),
      authorId: author.id,
    });
    const theirs = await createArticle(t.graph, {
      category,
      title: "Someone else's",
      status: ArticleStatus.scheduled,
      scheduledFor: new Date('2031-05-02T11:00:00Z'),
    });
    const ask = async (headers: Record<string, string>) => {
      const res = await t.query(CALENDAR, { from: '2031-05-02', to: '2031-05-02' }, headers);
      expect(res.errors).toBeUndefined();
      return res.data!.calendar[0].scheduled.map((a: { id: number; mayReschedule: boolean }) => [a.id, a.mayReschedule]);
    };
    expect(await ask(t.editorHeaders())).toEqual([
      [mine.id, true],
      [theirs.id, true],
    ]);
    expect(await ask(t.editorHeaders(author.id))).toEqual([
      [mine.id, true],
      [theirs.id, false],
    ]);
    expect(await ask(t.editorHeaders(contributor.id))).toEqual([
      [mine.id, false],
      [theirs.id, false],
    ]);
  });

  it('with "authors need review" on, an author may move no schedule, not even their own (graph refuses the move)', async () => {
    const mine = await createArticle(t.graph, {
      category,
      title: 'Author’s own, reviewed',
      status: ArticleStatus.scheduled,
      scheduledFor: new Date('2031-06-02T10:00:00Z'),
      authorId: author.id,
    });
    const setting = (on: boolean) =>
      t.query(
        `mutation($on: Boolean!) { updateNewsroomSettings(authorsNeedReview: $on) { authorsNeedReview } }`,
        { on },
        t.editorHeaders(),
      );
    expect((await setting(true)).errors).toBeUndefined();
    try {
      const res = await t.query(CALENDAR, { from: '2031-06-02', to: '2031-06-02' }, t.editorHeaders(author.id));
      expect(res.errors).toBeUndefined();
      const moved = await t.query(
        `mutation($id: Int!, $at: DateTimeISO) { updateArticle(id: $id, input: { scheduledFor: $at }) { id } }`,
        { id: mine.id, at: '2031-06-03T10:00:00Z' },
        t.editorHeaders(author.id),
      );
      expect(moved.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(res.data!.calendar[0].scheduled.map((a: { id: number; mayReschedule: boolean }) => [a.id, a.mayReschedule])).toEqual(
        [[mine.id, false]],
      );
      // Editors are unaffected.
      const asEditor = await t.query(CALENDAR, { from: '2031-06-02', to: '2031-06-02' }, t.editorHeaders());
      expect(asEditor.data!.calendar[0].scheduled[0].mayReschedule).toBe(true);
    } finally {
      await setting(false);
    }
  });

  it('is for staff only', async () => {
    const res = await t.query(CALENDAR, { from: '2031-03-01', to: '2031-03-02' }, t.gatewayHeaders());
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.data?.calendar ?? null).toBeNull();
  });

  it('refuses a bad range naming the field', async () => {
    const cases: [string, string, string][] = [
      ['2031-3-01', '2031-03-02', 'from'],
      ['2031-02-30', '2031-03-02', 'from'],
      ['2031-03-01T00:00:00Z', '2031-03-02', 'from'],
      ['2031-03-01', 'tomorrow', 'to'],
      ['2031-03-05', '2031-03-04', 'to'],
      ['2031-01-01', '2031-04-03', 'to'],
    ];
    for (const [from, to, field] of cases) {
      const res = await t.query(CALENDAR, { from, to }, t.editorHeaders());
      expect([from, to, res.errors?.[0].extensions]).toEqual([
        from,
        to,
        expect.objectContaining({ code: 'BAD_USER_INPUT', field }),
      ]);
    }
    // 92 days inclusive is the widest range.
    const widest = await t.query(`{ calendar(from: "2031-01-01", to: "2031-04-02") { date } }`, {}, t.editorHeaders());
    expect(widest.errors).toBeUndefined();
    expect(widest.data!.calendar).toHaveLength(92);
  });
});

describe('calendar in the publication time zone', () => {
  it("groups by the zone's days, the ones reader pages date articles by", async () => {
    const tokyo = await startTestGraph({ publication: { timeZone: 'Asia/Tokyo', locale: 'en-US' } });
    try {
      const slug = (await createCategory(tokyo.graph)).slug;
      const scheduled = (title: string, at: string) =>
        createArticle(tokyo.graph, { category: slug, title, status: ArticleStatus.scheduled, scheduledFor: new Date(at) });
      // Tokyo is UTC+9: 15:00 UTC is its midnight.
      await scheduled('Half past midnight in Tokyo', '2031-03-02T15:30:00Z');
      await scheduled('Half past eleven in UTC', '2031-03-03T23:30:00Z');
      await scheduled('Midnight after the range', '2031-03-04T15:00:00Z');
      const res = await tokyo.query(CALENDAR, { from: '2031-03-03', to: '2031-03-04' }, tokyo.editorHeaders());
      expect(res.errors).toBeUndefined();
      expect(
        res.data!.calendar.map((d: { date: string; scheduled: { title: string }[] }) => [
          d.date,
          d.scheduled.map((a) => a.title),
        ]),
      ).toEqual([
        ['2031-03-03', ['Half past midnight in Tokyo']],
        ['2031-03-04', ['Half past eleven in UTC']],
      ]);
      // Anyone may read the zone and locale the calendar and reader pages write in.
      const publication = await tokyo.query('{ publication { timeZone locale } }');
      expect(publication.data).toEqual({ publication: { timeZone: 'Asia/Tokyo', locale: 'en-US' } });
    } finally {
      await tokyo.close();
    }
  });
});
