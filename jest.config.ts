/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import {
  apiEsmModuleNameMapper,
  apiEsmTransformIgnorePatterns,
  apiModuleFileExtensions,
  apiTransformPattern,
} from './jest.esm-packages';

const swcDecorators = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
    target: 'es2022',
  },
  module: { type: 'commonjs' },
} as const;

const swcReact = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
} as const;

const config: Config = {
  testSequencer: '<rootDir>/jest.sequencer.cjs',
  projects: [
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      // Fault and fuzz tests run on their own: npm run test:faults (jest.faults.config.ts).
      testPathIgnorePatterns: ['/node_modules/', '/__faults__/'],
      transform: { [apiTransformPattern]: ['@swc/jest', swcDecorators] },
      transformIgnorePatterns: apiEsmTransformIgnorePatterns,
      moduleNameMapper: apiEsmModuleNameMapper,
      moduleFileExtensions: apiModuleFileExtensions,
      globalSetup: '<rootDir>/src/test/global-setup.mjs',
      globalTeardown: '<rootDir>/src/test/global-teardown.mjs',
      setupFiles: ['reflect-metadata'],
      setupFilesAfterEnv: ['<rootDir>/src/test/timeouts.ts'],
    },
    {
      displayName: 'web',
      rootDir: '<rootDir>/web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcReact] },
      setupFiles: ['<rootDir>/src/test/polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
      moduleNameMapper: { '\\.(css|svg|png|jpg|woff2?)$': '<rootDir>/src/test/file-stub.ts' },
    },
  ],
};

export default config;
