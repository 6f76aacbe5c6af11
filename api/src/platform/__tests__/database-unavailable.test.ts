import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { asDatabaseUnavailable } from '../database-unavailable';
import { ServiceUnavailableError } from '../errors';

describe('asDatabaseUnavailable', () => {
  it('treats a connection TypeORM gave up on mid-transaction as the database being away', () => {
    expect(asDatabaseUnavailable(new QueryRunnerAlreadyReleasedError())).toBeInstanceOf(ServiceUnavailableError);
    expect(asDatabaseUnavailable(new QueryRunnerProviderAlreadyReleasedError())).toBeInstanceOf(
      ServiceUnavailableError,
    );
  });

  it('recognises restarts and refused connections, wrapped or not, and nothing else', () => {
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(asDatabaseUnavailable(new QueryFailedError('SELECT 1', [], shutdown))).toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(asDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBeInstanceOf(
      ServiceUnavailableError,
    );
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(asDatabaseUnavailable(new QueryFailedError('INSERT', [], unique))).toBeNull();
    expect(asDatabaseUnavailable(new Error('boom'))).toBeNull();
  });
});
