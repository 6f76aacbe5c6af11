// Integration tests start apps, migrate scratch databases and wait on PostgreSQL, and CI shares 2 cores
// between the api and web test workers and the database: under that load 5 s per test or hook timed
// out in CI (a scratch-database beforeAll, audit-chain hooks). Speed is measured by the benchmark,
// never by test timeouts; assertions are unchanged.
jest.setTimeout(30_000);
