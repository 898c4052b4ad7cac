// The editorial calendar over REST and the gateway's /graphql (graph-direct is in
// graph/src/modules/calendar/calendar.api.test.ts): the same days and items, staff only, and a bad
// range refused by graph naming the field on both paths.
import { createCategory, startTestStack, type TestClient, type TestStack } from '../../../testing/gateway';

let stack: TestStack;
let admin: TestClient;
let category: string;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.editor();
  category = (await createCategory(stack.graph.graph)).slug;
});
afterAll(async () => {
  await stack.close();
});

const QUERY = `query($from: String!, $to: String!) { calendar(from: $from, to: $to) {
  date scheduled { id title scheduledFor mayReschedule } embargoLifts { id embargoUntil } releases { name label precision }
} }`;

describe('GET /api/calendar', () => {
  it('answers every UTC day of the range with its items, on REST and /graphql alike', async () => {
    const created = await admin.post('/api/articles', {
      title: 'Calendar over REST',
      content: '<p>Soon.</p>',
      category,
      status: 'scheduled',
      scheduledFor: '2032-06-10T08:15:00.000Z',
      embargoUntil: '2032-06-10T08:00:00.000Z',
    });
    expect(created.status).toBe(201);
    const article = created.body;
    const game = await admin.post('/api/games', {
      name: 'Rest Calendar Game',
      platforms: ['pc'],
      releases: [{ platform: 'pc', precision: 'year', value: '2032' }],
    });
    expect(game.status).toBe(201);

    const rest = await admin.get('/api/calendar?from=2032-06-09&to=2032-06-11');
    expect(rest.status).toBe(200);
    expect(rest.body.map((d: { date: string }) => d.date)).toEqual(['2032-06-09', '2032-06-10', '2032-06-11']);
    expect(rest.body[1]).toEqual({
      date: '2032-06-10',
      scheduled: [
        expect.objectContaining({
          id: article.id,
          title: 'Calendar over REST',
          status: 'scheduled',
          scheduledFor: '2032-06-10T08:15:00.000Z',
          embargoUntil: '2032-06-10T08:00:00.000Z',
          mayReschedule: true,
        }),
      ],
      embargoLifts: [expect.objectContaining({ id: article.id, embargoUntil: '2032-06-10T08:00:00.000Z' })],
      releases: [],
    });

    const viaGateway = await admin.post('/graphql', { query: QUERY, variables: { from: '2032-06-09', to: '2032-06-11' } });
    expect(viaGateway.body.errors).toBeUndefined();
    expect(viaGateway.body.data.calendar[1].scheduled).toEqual([
      { id: article.id, title: 'Calendar over REST', scheduledFor: '2032-06-10T08:15:00.000Z', mayReschedule: true },
    ]);

    // A year-precision release sits on January 1st with its label.
    const newYear = await admin.get('/api/calendar?from=2032-01-01&to=2032-01-01');
    expect(newYear.body[0].releases).toEqual([
      {
        gameId: game.body.id,
        name: 'Rest Calendar Game',
        slug: 'rest-calendar-game',
        platforms: ['pc'],
        precision: 'year',
        label: '2032',
      },
    ]);
  });

  it('is for staff only', async () => {
    const reader = stack.client();
    const rest = await reader.get('/api/calendar?from=2032-06-09&to=2032-06-11');
    expect(rest.status).toBe(401);
    const viaGateway = await reader.post('/graphql', { query: QUERY, variables: { from: '2032-06-09', to: '2032-06-11' } });
    expect(viaGateway.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(viaGateway.body.data?.calendar ?? null).toBeNull();
  });

  it('refuses bad ranges with 400 naming the field on REST and /graphql', async () => {
    const cases: [string, string, string][] = [
      ['2032-13-01', '2032-12-02', 'from'],
      ['2032-06-01', 'next week', 'to'],
      ['2032-06-10', '2032-06-09', 'to'],
      ['2032-01-01', '2032-04-02', 'to'],
    ];
    for (const [from, to, field] of cases) {
      const rest = await admin.get(`/api/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
      expect([from, to, rest.status, rest.body.field]).toEqual([from, to, 400, field]);
      const viaGateway = await admin.post('/graphql', { query: QUERY, variables: { from, to } });
      expect([from, to, viaGateway.body.errors?.[0].extensions]).toEqual([
        from,
        to,
        expect.objectContaining({ code: 'BAD_USER_INPUT', field }),
      ]);
    }
    const missing = await admin.get('/api/calendar?from=2032-06-01');
    expect([missing.status, missing.body.field]).toEqual([400, 'to']);
  });
});
