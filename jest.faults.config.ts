/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import {
  apiEsmModuleNameMapper,
  apiEsmTransformIgnorePatterns,
  apiModuleFileExtensions,
  apiTransformPattern,
} from './jest.esm-packages';

/**
 * `npm run test:faults`: fault and fuzz tests (api/src/** /__faults__/*.test.ts), against an embedded
 * PostgreSQL of their own. The normal `npm test` (jest.config.ts) leaves these files out.
 */
const config: Config = {
  displayName: 'api-faults',
  rootDir: 'api',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/__faults__/*.test.ts'],
  transform: {
    [apiTransformPattern]: [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          keepClassNames: true,
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: apiEsmTransformIgnorePatterns,
  moduleNameMapper: apiEsmModuleNameMapper,
  moduleFileExtensions: apiModuleFileExtensions,
  globalSetup: '<rootDir>/src/test/faults/global-setup.mjs',
  globalTeardown: '<rootDir>/src/test/global-teardown.mjs',
  setupFiles: ['reflect-metadata'],
  // One file at a time: they stress one database and the machine has two cores.
  maxWorkers: 1,
  testTimeout: 120_000,
};

export default config;
