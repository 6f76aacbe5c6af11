import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { Logger } from '../logger';
import type { EventBus } from './event-bus';
import { PostgresEventBus } from './postgres-event-bus';
import { RedisEventBus } from './redis-event-bus';

/** Redis pub/sub when REDIS_URL is set, else LISTEN/NOTIFY on the database the api already uses. */
export function createEventBus(config: Config, dataSource: DataSource, logger: Logger): EventBus {
  if (config.redisUrl) return new RedisEventBus(config.redisUrl, logger);
  const { url } = dataSource.options as { url?: string };
  return new PostgresEventBus(
    dataSource,
    { connectionString: url, connectionTimeoutMillis: config.dbConnectTimeoutMs },
    logger,
  );
}
