// The editor's session for benchmarks that write as an editor (bench/run.mjs, bench/edge.mjs): logs
// in through the gateway's REST API and returns the Cookie header to send.
export async function editorCookie(gatewayUrl, env) {
  const res = await fetch(`${gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`editor login failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
