import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// MUI form flows take seconds in jsdom, and CI shares 2 cores between the api and web test workers:
// give findBy*/waitFor time for an element to appear under load (the default 1 s made runs flaky).
configure({ asyncUtilTimeout: 5000 });

// A whole test may chain several such waits; under the same load 5 s per test timed out in one run
// (four form-flow tests while a benchmark shared the machine), and 20 s in another (the billing
// adjustment dialog, 3.6 s here alone, while api integration tests and their PostgreSQL held both
// cores). The api tests allow 30 s for the same reason (api/src/test/timeouts.ts). Assertions are unchanged.
jest.setTimeout(30_000);
