import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// MUI form flows take seconds in jsdom, and CI shares 2 cores between the api and web test workers:
// give findBy*/waitFor time for an element to appear under load (the default 1 s made runs flaky).
configure({ asyncUtilTimeout: 5000 });
