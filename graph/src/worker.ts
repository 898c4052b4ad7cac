// Entry of the worker process (`npm run worker`, and started by `npm start`).
import 'reflect-metadata';
import { setShortcutsOff } from './common/shortcuts';
import { loadGraphConfig } from './config';
import { startWorker } from './jobs/worker-app';

async function main(): Promise<void> {
  const config = loadGraphConfig();
  setShortcutsOff(config.shortcutsOff ?? []);
  const worker = await startWorker(config);
  const stop = (signal: NodeJS.Signals) => {
    worker.logger.info({ signal }, 'stopping: letting running jobs finish');
    worker.close().then(
      () => process.exit(0),
      (error: unknown) => {
        worker.logger.error({ err: error }, 'worker did not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
