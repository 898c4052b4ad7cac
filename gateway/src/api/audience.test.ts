// Audience over REST, the whole stack (gateway → graph → worker, mail in the dev mailbox because no
// SMTP_URL is set): double opt-in, the editors' subscriber list and CSV, the digest and RFC 8058
// one-click unsubscribe, webhooks, and views counted by the gateway feeding "most read".
import { createArticle, startTestStack, type TestClient, type TestStack } from '../../../testing/gateway';
import { eventually } from '../../../testing/eventually';

let stack: TestStack;
let editor: TestClient;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36';

beforeAll(async () => {
  stack = await startTestStack({
    worker: true,
    gatewayEnv: { TRUST_PROXY: 'true' },
    gatewayOptions: { readerActivityFlushMs: 100 },
  });
  editor = await stack.editor();
});
afterAll(async () => {
  await stack?.close();
});

type MailboxMessage = { to: string; subject: string; text: string; listUnsubscribe: string | null };

async function mailTo(address: string, subject: RegExp): Promise<MailboxMessage> {
  return eventually(async () => {
    const res = await editor.get('/api/mailbox');
    return (res.body.messages as MailboxMessage[]).find((m) => m.to === address && subject.test(m.subject));
  }, `mail "${subject}" to ${address}`);
}

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

describe('newsletter', () => {
  it('subscribes with the spec answer and puts a confirmation in the dev mailbox; the page link confirms only by POST', async () => {
    const reader = stack.client();
    const res = await reader.post('/api/newsletter/subscribe', { email: 'fan@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Successfully subscribed to newsletter!' });
    expect((await reader.post('/api/newsletter/subscribe', { email: 'fan@example.com' })).body).toEqual(res.body);

    const mailbox = await stack.client().get('/api/mailbox');
    expect(mailbox.status).toBe(401);
    const mail = await mailTo('fan@example.com', /Confirm/);
    const confirmUrl = /http:\/\/localhost:8080\/newsletter\/confirm\?token=\S+/.exec(mail.text)![0];
    const token = new URL(confirmUrl).searchParams.get('token')!;

    const forged = await reader.post('/api/newsletter/confirm', { token: token.slice(0, -2) });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
    expect((await reader.post('/api/newsletter/confirm', {})).body).toMatchObject({ field: 'token' });
    const confirmed = await reader.post('/api/newsletter/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toMatch(/confirmed/);
  });

  it('opens the List-Unsubscribe address in a browser on the page that asks, and a GET unsubscribes nobody', async () => {
    // A mail client without one-click (RFC 8058) opens the header's address in the browser.
    const mail = await mailTo('fan@example.com', /Confirm/);
    const address = /^<([^>]+)>$/.exec(mail.listUnsubscribe ?? '')![1];
    const token = new URL(address).searchParams.get('token')!;
    const opened = await stack.client().get(pathOf(address), { headers: { accept: 'text/html' } });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(opened.headers.get('cache-control')).toMatch(/no-store/);
    // Link scanners fetch it too: only the page's button (a POST) unsubscribes.
    const counts = (await editor.get('/api/newsletter/subscribers')).body.counts;
    expect(counts.unsubscribed).toBe(0);
    expect((await stack.client().get('/api/newsletter/unsubscribe')).headers.get('location')).toBe('/newsletter/unsubscribe');
  });

  it('lists subscribers for editors with counts and search, and exports CSV', async () => {
    expect((await stack.client().get('/api/newsletter/subscribers')).status).toBe(401);
    await stack.client().post('/api/newsletter/subscribe', { email: 'lurker@example.com' });
    const page = await editor.get('/api/newsletter/subscribers?search=example.com');
    expect(page.status).toBe(200);
    expect(page.body.counts).toEqual({ pending: 1, confirmed: 1, unsubscribed: 0 });
    expect(page.body.subscribers.map((s: { email: string; status: string }) => `${s.email} ${s.status}`)).toEqual([
      'lurker@example.com pending',
      'fan@example.com confirmed',
    ]);
    expect((await editor.get('/api/newsletter/subscribers?status=maybe')).body).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'status',
    });
    const csv = await editor.get('/api/newsletter/subscribers.csv?status=confirmed');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/subscribers\.csv/);
    expect(csv.text.trim().split('\r\n')).toEqual([
      'email,status,createdAt,confirmedAt',
      expect.stringMatching(/^fan@example\.com,confirmed,/),
    ]);
  });
});

describe('views and most read', () => {
  it('counts a reader once per article per day, not editors or bots, and ranks most read', async () => {
    const popular = await createArticle(stack.graph.graph, { title: 'Everyone reads this' });
    const other = await createArticle(stack.graph.graph, { title: 'Someone reads this' });
    const reader = (ip: string, ua = BROWSER) => stack.client({ 'x-forwarded-for': ip, 'user-agent': ua });
    for (const ip of ['203.0.113.1', '203.0.113.1', '203.0.113.2']) {
      expect((await reader(ip).get(`/api/articles/slug/${popular.slug}`)).status).toBe(200);
    }
    await reader('203.0.113.3').get(`/api/articles/slug/${other.slug}`);
    await reader('203.0.113.4', 'Googlebot/2.1').get(`/api/articles/slug/${other.slug}`);
    await editor.get(`/api/articles/slug/${other.slug}`);

    const ranked = await eventually(async () => {
      const res = await stack.client().get('/api/articles/most-read?limit=5');
      const views = Object.fromEntries(res.body.map((a: { slug: string; views: number }) => [a.slug, a.views]));
      return views[popular.slug] === 2 && views[other.slug] === 1 ? res.body : undefined;
    }, 'the views to be flushed');
    expect(ranked.map((a: { slug: string }) => a.slug)).toEqual([popular.slug, other.slug]);
    expect(ranked[0]).toMatchObject({ title: 'Everyone reads this', views: 2, status: 'published' });
    expect((await stack.client().get('/api/articles/most-read?limit=0')).body).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'limit',
    });
  });
});

describe('digest', () => {
  it("sends this week's digest to confirmed subscribers once, and the List-Unsubscribe URL unsubscribes by one-click POST", async () => {
    const sent = await editor.post('/api/newsletter/digest');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ queued: 1, articleCount: 2 });
    expect((await editor.post('/api/newsletter/digest')).body.queued).toBe(0);
    const digest = await mailTo('fan@example.com', /^Savepoint weekly: Everyone reads this$/);
    expect(digest.text.indexOf('Everyone reads this')).toBeLessThan(digest.text.indexOf('Someone reads this'));
    const preview = await editor.get('/api/newsletter/digest/preview');
    expect(preview.body.subject).toBe(digest.subject);
    // How far it went: the one subscriber's mail recorded as handed over.
    const report = await eventually(async () => {
      const res = await editor.get('/api/newsletter/digest/deliveries');
      return res.body.editions?.[0]?.sent === 1 ? res : undefined;
    }, 'the delivery to be recorded');
    expect(report.status).toBe(200);
    expect(report.body.editions[0]).toMatchObject({ language: 'en', subject: digest.subject, waiting: 0, interrupted: 0 });
    expect((await editor.get('/api/newsletter/digest/deliveries?week=last')).body).toMatchObject({ field: 'week' });
    expect((await stack.client().get('/api/newsletter/digest/deliveries')).status).toBe(401);

    const oneClick = /<([^>]+)>/.exec(digest.listUnsubscribe ?? '')![1];
    expect(oneClick).toMatch(/^http:\/\/localhost:8080\/api\/newsletter\/unsubscribe\?token=/);
    const res = await stack.client().request('POST', pathOf(oneClick), {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/unsubscribed/);
    expect((await editor.get('/api/newsletter/subscribers?status=unsubscribed')).body.subscribers).toEqual([
      expect.objectContaining({ email: 'fan@example.com', status: 'unsubscribed' }),
    ]);
  });
});

describe('webhooks', () => {
  it('registers, lists without the secret, and deletes; bad events name the field', async () => {
    expect(
      (await stack.client().post('/api/webhooks', { url: 'https://example.com/hook', events: ['article.published'] })).status,
    ).toBe(401);
    expect((await editor.post('/api/webhooks', { url: 'http://127.0.0.1:9/hook', events: [] })).body).toMatchObject({
      field: 'events',
    });
    const created = await editor.post('/api/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      events: ['article.published', 'article.deleted'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), secret: expect.stringMatching(/^whsec_/) });
    const listed = await editor.get('/api/webhooks');
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: created.body.id,
        url: 'http://127.0.0.1:9/hook',
        events: ['article.published', 'article.deleted'],
      }),
    ]);
    expect(listed.text).not.toContain(created.body.secret);
    expect((await editor.delete(`/api/webhooks/${created.body.id}`)).body).toEqual({ message: 'Webhook deleted' });
    expect((await editor.delete(`/api/webhooks/${created.body.id}`)).status).toBe(404);
  });

  it('are described in the OpenAPI document', async () => {
    const doc = (await stack.client().get('/api/openapi.json')).body;
    for (const path of [
      '/api/webhooks',
      '/api/newsletter/confirm',
      '/api/newsletter/unsubscribe',
      '/api/articles/most-read',
      '/api/newsletter/digest',
      '/api/mailbox',
    ]) {
      expect(doc.paths[path]).toBeDefined();
    }
  });
});

describe('reader activity is the gateway’s own word (issue 26)', () => {
  const RECORD = `mutation($v: [ViewInputType!]!, $s: [SearchInputType!]!) { recordReaderActivity(views: $v, searches: $s) { views searches } }`;

  it('refuses recordReaderActivity sent through the /graphql proxy, by a reader or an editor, and counts nothing', async () => {
    const target = await createArticle(stack.graph.graph, { title: 'Nobody read this' });
    const day = new Date().toISOString().slice(0, 10);
    const variables = {
      v: Array.from({ length: 500 }, (_, i) => ({ slug: target.slug, day, visitor: i.toString(16).padStart(32, '0') })),
      s: [{ term: 'injected term', day, visitor: 'ab'.repeat(16), count: 500 }],
    };
    for (const client of [stack.client({ 'user-agent': BROWSER }), editor]) {
      const res = await client.post('/graphql', { query: RECORD, variables });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(res.body.data ?? null).toBeNull();
    }
    const ranked = await stack.client().get('/api/articles/most-read?limit=50');
    expect(ranked.body.map((a: { slug: string }) => a.slug)).not.toContain(target.slug);
    const terms: unknown[] = await stack.graph.graph.services().em.execute(`SELECT term FROM search_term_daily`);
    expect(JSON.stringify(terms)).not.toContain('injected term');
  });

  it('lets a search trend only once enough different readers made it, not one reader with many user agents', async () => {
    const search = (ip: string, q: string, ua = BROWSER) =>
      stack.client({ 'x-forwarded-for': ip, 'user-agent': ua }).get(`/api/search?q=${encodeURIComponent(q)}`);
    for (let i = 0; i < 6; i += 1) expect((await search('198.51.100.7', 'lone searcher', `${BROWSER} v${i}`)).status).toBe(200);
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) await search(ip, 'Crowd Favourite');
    const topics = await eventually(async () => {
      const res = await editor.get('/api/ai/trending-topics?refresh=true');
      return res.status === 200 && res.body.includes('crowd favourite') ? (res.body as string[]) : undefined;
    }, 'the searches to be flushed and trend');
    expect(topics).not.toContain('lone searcher');
  });

  it('counts an IPv6 reader by their /64: one network rotating its addresses does not make a term trend', async () => {
    const search = (ip: string, q: string) =>
      stack.client({ 'x-forwarded-for': ip, 'user-agent': BROWSER }).get(`/api/search?q=${encodeURIComponent(q)}`);
    // Privacy extensions hand one home a new address of its /64 at will.
    for (let i = 1; i <= 6; i += 1) expect((await search(`2001:db8:77:1::${i}`, 'one network')).status).toBe(200);
    for (const ip of ['2001:db8:77:2::1', '2001:db8:77:3::1', '2001:db8:77:4::1']) await search(ip, 'many networks');
    const topics = await eventually(async () => {
      const res = await editor.get('/api/ai/trending-topics?refresh=true');
      return res.status === 200 && res.body.includes('many networks') ? (res.body as string[]) : undefined;
    }, 'the searches to be flushed and trend');
    expect(topics).not.toContain('one network');
  });
});
