// Entry point: validate the environment once, start, and stop cleanly on SIGTERM/SIGINT.
import pino from 'pino';
import { startGateway } from './app';
import { ConfigError, loadGatewayConfig } from './config';

async function main() {
  let config;
  try {
    config = loadGatewayConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = pino({ level: config.logLevel, base: { service: 'gateway' } });
  const gateway = await startGateway(config, { logger });
  const stop = async (signal: string) => {
    logger.info({ signal }, 'gateway stopping');
    await gateway.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
