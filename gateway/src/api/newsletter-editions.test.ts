// Choosing editions on every path (issue 46 item 7): REST, the gateway's /graphql and (in graph's
// own tests) graph directly answer the same, and an unknown language is a 400 naming `editions`.
import { eventually } from '../../../testing/eventually';
import { headerUrl, startTestSmtp, type TestSmtp } from '../../../testing/mail';
import { startTestStack, TestClient, type TestStack } from '../../../testing/gateway';

let smtp: TestSmtp;
let stack: TestStack;

beforeAll(async () => {
  smtp = await startTestSmtp();
  stack = await startTestStack({
    worker: true,
    gatewayEnv: { TRUST_PROXY: 'loopback' },
    graph: { smtpUrl: smtp.url, publicUrl: 'https://savepoint.example' },
  });
  const admin = await stack.editor();
  expect((await admin.post('/api/editions', { language: 'de', name: 'Deutsch', searchConfig: 'german' })).status).toBe(201);
});
afterAll(async () => {
  await stack?.close();
  await smtp?.close();
});

let ipCounter = 0;
const client = () => new TestClient(stack.baseUrl, { 'x-forwarded-for': `127.0.9.${(ipCounter += 1)}` });

async function mailTo(email: string, subject: RegExp) {
  return eventually(
    async () => smtp.messages.find((m) => (m.to as { text: string }).text === email && subject.test(m.subject ?? '')),
    `a mail to ${email}`,
  );
}

it('subscribes with editions over REST and /graphql; an unknown one is a 400 naming `editions`', async () => {
  for (const editions of [['de', 'xx'], [], 'de']) {
    const rest = await client().post('/api/newsletter/subscribe', { email: 'someone@example.com', editions });
    expect({ editions, status: rest.status }).toEqual({ editions, status: 400 });
    expect(rest.body).toMatchObject({ field: 'editions' });
  }
  const viaGateway = await client().post('/graphql', {
    query: 'mutation { subscribeNewsletter(email: "someone@example.com", editions: ["xx"]) { message } }',
  });
  expect(viaGateway.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'editions' });

  const ok = await client().post('/api/newsletter/subscribe', { email: 'leser@example.com', editions: ['de'] });
  expect(ok.status).toBe(200);
  // In German, to the German confirm page: the edition subscribed to (ADR 0062).
  const confirmation = await mailTo('leser@example.com', /^Bestätige dein Abonnement/);
  const token = /savepoint\.example\/de\/newsletter\/confirm\?token=([\w.-]+)/.exec(confirmation.text ?? '')![1];
  expect((await client().post('/api/newsletter/confirm', { token })).status).toBe(200);

  // The link in every newsletter mail lets them change their editions without an account.
  const unsubscribeToken = new URL(headerUrl(confirmation, 'List-Unsubscribe')).searchParams.get('token');
  const read = await client().put('/api/newsletter/editions', { token: unsubscribeToken });
  expect(read.body).toEqual({ message: '', editions: ['de'] });
  const changed = await client().put('/api/newsletter/editions', { token: unsubscribeToken, editions: ['en', 'de'] });
  expect(changed.body).toEqual({ message: 'Your editions are saved.', editions: ['de', 'en'] });
  const unknown = await client().put('/api/newsletter/editions', { token: unsubscribeToken, editions: ['xx'] });
  expect(unknown.status).toBe(400);
  expect(unknown.body).toMatchObject({ field: 'editions' });
  expect((await client().put('/api/newsletter/editions', { token: 'forged' })).body).toMatchObject({ field: 'token' });
  // Never kept by a shared cache.
  expect(changed.headers.get('cache-control')).toMatch(/private|no-store/);

  const preview = await (await stack.editor()).get('/api/newsletter/digest/preview?language=xx');
  expect(preview.status).toBe(400);
  expect(preview.body).toMatchObject({ field: 'language' });
});

it("sets a member's editions on the account over REST", async () => {
  const browser = client();
  expect((await browser.post('/api/members/magic-link', { email: 'member@example.com' })).status).toBe(200);
  const mail = await mailTo('member@example.com', /sign-in/);
  const token = /account\/verify\?token=([\w.-]+)/.exec(mail.text ?? '')![1];
  expect((await browser.post('/api/members/verify', { token })).status).toBe(200);

  expect((await browser.get('/api/members/me')).body).toMatchObject({ newsletter: 'none', editions: ['en'] });
  const refused = await browser.put('/api/members/me/newsletter', { subscribed: true, editions: ['xx'] });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ field: 'editions' });
  const set = await browser.put('/api/members/me/newsletter', { subscribed: true, editions: ['de', 'en'] });
  expect(set.body).toMatchObject({ newsletter: 'confirmed', editions: ['de', 'en'] });
  // Omitted: unchanged.
  const off = await browser.put('/api/members/me/newsletter', { subscribed: false });
  expect(off.body).toMatchObject({ newsletter: 'unsubscribed', editions: ['de', 'en'] });
});
