// What the launcher itself (`npm start`, scripts/start.mjs) reads from the environment beyond what
// it hands to graph, the worker and the gateway (their own config modules validate those). Parsed
// once, a bad value naming its variable; scripts/config-docs.mjs documents it with the services'.
import { z } from 'zod';

export const launcherEnvSchema = z.object({
  EDGE_PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(8000)
    .describe('`npm run start:edge` only: the port Varnish listens on in front of the gateway.'),
  EDGE_PURGE_PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .optional()
    .meta({
      description:
        "`npm run start:edge` only: Varnish's purge listener (loopback), where the worker purges with `EDGE_PURGE_SECRET`.",
      whenUnset: '`EDGE_PORT` + 1',
    }),
});

/** @returns {z.infer<typeof launcherEnvSchema>} */
export function loadLauncherConfig(env = process.env) {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = launcherEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid launcher configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}
