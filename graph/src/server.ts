// graph's entry point: `node graph/dist/server.js` (npm start runs it with the shared environment).
import { createLogger, startGraphServer } from './app';
import { ConfigError, loadGraphConfig } from './config';
import { createGraphJobs } from './jobs/graph-jobs';

async function main(): Promise<void> {
  let config;
  try {
    config = loadGraphConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config);
  // Scheduled publishing, thumbnails and AI drafts go to the worker through BullMQ.
  const wiring = createGraphJobs(config);
  const graph = await startGraphServer(config, {
    logger: log,
    publishScheduler: wiring.publishScheduler,
    jobs: wiring.jobs,
    onClose: wiring.close,
  });
  log.info({ url: graph.url }, `graph listening on ${graph.url}`);

  const shutdown = (signal: string) => {
    log.info({ signal }, 'shutting down');
    graph.close().then(
      () => process.exit(0),
      (err) => {
        log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error) => {
  process.stderr.write(`graph failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
