// The subscribe form cannot be used to flood inboxes (issue 26, hole 4): the probe's 200 subscribes
// for 200 new addresses from one address all sent confirmation mails. graph counts subscribes per
// client address, per inbox and per recipient domain (but for shared webmail), and confirmation
// mails per hour site-wide, so REST, the
// gateway's /graphql and graph directly share the counts. Limits are lowered here; the gateway trusts
// X-Forwarded-For from loopback, and graph sees each direct client's own loopback address.
import pino from 'pino';
import { Agent, request } from 'undici';
import { startTestStack, TestClient, type TestStack } from '../../../testing/gateway';

// graph's answers (modules/newsletter/subscribe-limits.ts), as clients read them.
const TOO_MANY_FROM_ADDRESS = 'Too many subscriptions from your network; try again later';
const TOO_MANY_FOR_INBOX = 'Too many subscriptions for this email address; try again later';
const TOO_MANY_FOR_DOMAIN = 'Too many subscriptions for addresses at this email domain; try again later';
const TOO_MANY_CONFIRMATIONS = 'We cannot send more confirmation emails right now; please subscribe again later';

const PER_IP = 3;
const PER_INBOX = 5;
const PER_DOMAIN = 5;
/** Above what the per-path tests send (21 each), so the cap is reached only by the last test. */
const CONFIRMATIONS = 80;

let stack: TestStack;
const agents: Agent[] = [];
const logs: { level: number; msg: string }[] = [];

beforeAll(async () => {
  stack = await startTestStack({
    worker: true,
    gatewayEnv: { TRUST_PROXY: 'loopback' },
    graph: {
      newsletterLimits: {
        subscribesPerIpPerHour: PER_IP,
        subscribesPerInboxPerHour: PER_INBOX,
        subscribesPerDomainPerHour: PER_DOMAIN,
        confirmationsPerHour: CONFIRMATIONS,
      },
    },
    graphOptions: {
      logger: pino({ level: 'warn' }, { write: (line: string) => logs.push(JSON.parse(line) as { level: number; msg: string }) }),
    },
  });
});
afterAll(async () => {
  await Promise.all(agents.map((agent) => agent.close()));
  await stack?.close();
});

let ipCounter = 0;
const newIp = () => {
  ipCounter += 1;
  return `127.0.${Math.floor(ipCounter / 250) + 10}.${(ipCounter % 250) + 1}`;
};
let addressCounter = 0;
const newAddress = (domain = `d${ipCounter}-${addressCounter}.example`) => `reader${(addressCounter += 1)}@${domain}`;

type Outcome = { status: number; message: string; retryAfter: number };
const SUBSCRIBE = 'mutation($e: String!) { subscribeNewsletter(email: $e) { message } }';

const paths: { name: string; subscribe(ip: string, email: string): Promise<Outcome> }[] = [
  {
    name: 'REST /api/newsletter/subscribe',
    async subscribe(ip, email) {
      const res = await new TestClient(stack.baseUrl, { 'x-forwarded-for': ip }).post('/api/newsletter/subscribe', { email });
      return {
        status: res.status,
        message: res.body.message ?? res.body.error,
        retryAfter: Number(res.headers.get('retry-after') ?? 0),
      };
    },
  },
  {
    name: "the gateway's /graphql",
    async subscribe(ip, email) {
      const res = await new TestClient(stack.baseUrl, { 'x-forwarded-for': ip }).post('/graphql', {
        query: SUBSCRIBE,
        variables: { e: email },
      });
      return {
        status: res.status,
        message: res.body.data?.subscribeNewsletter?.message ?? res.body.errors?.[0]?.message,
        retryAfter: Number(res.headers.get('retry-after') ?? 0),
      };
    },
  },
  {
    name: 'graph directly',
    async subscribe(ip, email) {
      const agent = new Agent({ localAddress: ip });
      agents.push(agent);
      const res = await request(stack.graph.url, {
        method: 'POST',
        dispatcher: agent,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: SUBSCRIBE, variables: { e: email } }),
      });
      const body = (await res.body.json()) as any;
      return {
        status: res.statusCode,
        message: body.data?.subscribeNewsletter?.message ?? body.errors?.[0]?.message,
        retryAfter: Number(res.headers['retry-after'] ?? 0),
      };
    },
  },
];

async function pendingWithoutMail(email: string): Promise<boolean> {
  const [row]: { confirmation_sent_at: Date | null }[] = await stack.graph.graph
    .services()
    .em.execute(`SELECT confirmation_sent_at FROM subscriber WHERE email = ?`, [email]);
  return row !== undefined && row.confirmation_sent_at === null;
}

describe.each(paths)('$name', (path) => {
  it(`allows ${PER_IP} subscribes an hour from one address, then answers 429 with Retry-After`, async () => {
    const ip = newIp();
    for (let i = 0; i < PER_IP; i += 1) expect((await path.subscribe(ip, newAddress())).status).toBe(200);
    const refused = await path.subscribe(ip, newAddress());
    expect(refused).toMatchObject({ status: 429, message: TOO_MANY_FROM_ADDRESS });
    expect(refused.retryAfter).toBeGreaterThan(3000);
    // Another address is not affected.
    expect((await path.subscribe(newIp(), newAddress())).status).toBe(200);
  });

  it(`allows ${PER_DOMAIN} subscribes an hour for one email domain, from any addresses`, async () => {
    const domain = `victim-${ipCounter}.example`;
    for (let i = 0; i < PER_DOMAIN; i += 1) expect((await path.subscribe(newIp(), newAddress(domain))).status).toBe(200);
    const email = newAddress(domain.toUpperCase());
    const refused = await path.subscribe(newIp(), email);
    expect(refused).toMatchObject({ status: 429, message: TOO_MANY_FOR_DOMAIN });
    expect(refused.retryAfter).toBeGreaterThan(0);
  });

  it(`allows ${PER_INBOX} subscribes an hour for one inbox, however its address is spelt`, async () => {
    // Gmail ignores dots and +tags: each spelling was a new subscriber, and a new confirmation mail.
    const name = `victim${(addressCounter += 1)}`;
    const spellings = Array.from({ length: PER_INBOX + 1 }, (_, i) => `${name.slice(0, 3)}.${name.slice(3)}+${i}@googlemail.com`);
    for (const email of spellings.slice(0, PER_INBOX)) expect((await path.subscribe(newIp(), email)).status).toBe(200);
    expect(await path.subscribe(newIp(), spellings[PER_INBOX])).toMatchObject({ status: 429, message: TOO_MANY_FOR_INBOX });
  });

  it('does not let a stranger block a webmail domain many readers share', async () => {
    // Past the per-domain count, gmail.com is still open: each inbox there has its own limit.
    for (let i = 0; i <= PER_DOMAIN; i += 1) expect((await path.subscribe(newIp(), newAddress('gmail.com'))).status).toBe(200);
  });
});

describe('one inbox', () => {
  it('is not a new domain when written with a display name: `T<reader@victim>1` is refused, not mailed to reader@victim', async () => {
    const domain = `inbox-${ipCounter}.example`;
    const victim = newAddress(domain);
    // The domain's hour is spent (asking again for a pending address mails nothing more).
    for (let i = 0; i < PER_DOMAIN; i += 1) expect((await paths[0].subscribe(newIp(), victim)).status).toBe(200);
    expect(await paths[0].subscribe(newIp(), newAddress(domain))).toMatchObject({ status: 429, message: TOO_MANY_FOR_DOMAIN });
    // Mail goes to the address inside the brackets (nodemailer's parsing): the same inbox, counted apart.
    for (const variant of [`T<${victim}>1`, `T<${victim}>2`]) {
      const res = await new TestClient(stack.baseUrl, { 'x-forwarded-for': newIp() }).post('/api/newsletter/subscribe', {
        email: variant,
      });
      expect({ variant, status: res.status, field: res.body.field }).toEqual({ variant, status: 400, field: 'email' });
    }
  });
});

describe('site-wide', () => {
  it('caps confirmation mails per hour site-wide, says so in the log once, and sends nothing past the cap', async () => {
    // Earlier tests sent some already; spend the rest of the hour's mails from fresh addresses and domains.
    let outcome: Outcome | undefined;
    let email = '';
    for (let sent = 0; sent <= CONFIRMATIONS; sent += 1) {
      email = newAddress();
      outcome = await paths[sent % paths.length].subscribe(newIp(), email);
      if (outcome.status !== 200) break;
    }
    expect(outcome).toMatchObject({ status: 429, message: TOO_MANY_CONFIRMATIONS });
    expect(await pendingWithoutMail(email)).toBe(true);
    // Every path is refused now, and the cap was logged once, clearly.
    for (const path of paths) expect((await path.subscribe(newIp(), newAddress())).message).toBe(TOO_MANY_CONFIRMATIONS);
    const capLines = logs.filter((line) => line.msg.includes('newsletter confirmation mail cap reached'));
    expect(capLines).toHaveLength(1);
    expect(capLines[0].msg).toContain(`${CONFIRMATIONS} per hour`);
  });
});
