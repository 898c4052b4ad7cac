// Cache-busting traffic for `npm run bench`'s page-cost table, in a process of its own: run from
// the bench's own process, its 16 connections shared one event loop with the reader being measured,
// and the reader's p99 was the load generator's queue as much as the product's.
//   node bench/bust.mjs <base URL> <seconds> <connections>  → one JSON line: req/s and failures
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

const [baseUrl, seconds, connections] = process.argv.slice(2);
const result = await autocannon({
  url: baseUrl,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
  requests: [{ setupRequest: (req) => ({ ...req, path: `/?v=${randomBytes(6).toString('hex')}&utm_source=bench` }) }],
});
process.stdout.write(`${JSON.stringify({ rps: result.requests.average, bad: result.errors + result.non2xx })}\n`);
