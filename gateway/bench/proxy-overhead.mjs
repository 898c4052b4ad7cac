// How much the gateway adds to a GraphQL call: p50/p90 of the same query sent straight to graph and
// through the gateway's /graphql (and the REST route that runs it), over keep-alive connections on
// loopback. A bounded loop, one request at a time; it stops by itself.
//
//   npm start            # in another terminal (graph on 4000, gateway on 8080)
//   npx node gateway/bench/proxy-overhead.mjs [requests]
//
// GRAPH_URL and GATEWAY_URL override the defaults.
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

const graphUrl = new URL(process.env.GRAPH_URL ?? 'http://127.0.0.1:4000/graphql');
const gatewayUrl = new URL(process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080');
const requests = Math.min(Number(process.argv[2] ?? 2000), 20000);
const warmup = Math.min(200, requests);
const query = JSON.stringify({ query: '{ categories { id name slug color } }' });

for (const url of [graphUrl, gatewayUrl]) {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error(`loopback only: ${url}`);
}

async function measure(label, origin, request) {
  const pool = new Pool(origin, { connections: 1 });
  const send = async () => {
    const res = await pool.request(request);
    await res.body.dump();
    if (res.statusCode !== 200) throw new Error(`${label}: HTTP ${res.statusCode}`);
  };
  for (let i = 0; i < warmup; i += 1) await send();
  const times = [];
  for (let i = 0; i < requests; i += 1) {
    const start = performance.now();
    await send();
    times.push(performance.now() - start);
  }
  await pool.close();
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { label, p50: at(0.5), p90: at(0.9), p99: at(0.99) };
}

const post = (path) => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
  body: query,
});
const results = [
  await measure('graph directly (POST /graphql)', graphUrl.origin, post(graphUrl.pathname)),
  await measure('gateway /graphql proxy', gatewayUrl.origin, post('/graphql')),
  await measure('gateway REST GET /api/categories', gatewayUrl.origin, {
    method: 'GET',
    path: '/api/categories',
    headers: { accept: 'application/json' },
  }),
];
const ms = (n) => `${n.toFixed(3)} ms`;
console.log(`${requests} sequential requests each, after ${warmup} to warm up`);
for (const r of results) console.log(`${r.label.padEnd(36)} p50 ${ms(r.p50)}  p90 ${ms(r.p90)}  p99 ${ms(r.p99)}`);
console.log(
  `gateway overhead at p50: /graphql +${ms(results[1].p50 - results[0].p50)}, REST +${ms(results[2].p50 - results[0].p50)}`,
);
