// One jest run covers every workspace; each project keeps its tests beside its code.
const swcNode = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      // TypeGraphQL and MikroORM read emitted decorator metadata.
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const swcWeb = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Workspace packages are tested from their sources, so a test never runs a stale build of them.
const workspacePackages = {
  '^@savepoint/audience$': '<rootDir>/packages/audience/src/index.ts',
  '^@savepoint/cache-keys$': '<rootDir>/packages/cache-keys/src/index.ts',
  '^@savepoint/content-cache$': '<rootDir>/packages/content-cache/src/index.ts',
  '^@savepoint/slug$': '<rootDir>/packages/slug/src/index.ts',
  '^@savepoint/images$': '<rootDir>/packages/images/src/index.ts',
  '^@savepoint/client-address$': '<rootDir>/packages/client-address/src/index.ts',
  '^@savepoint/render-contract$': '<rootDir>/packages/render-contract/src/index.ts',
};

const nodeProject = (name, dir) => ({
  displayName: name,
  testEnvironment: 'node',
  roots: [`<rootDir>/${dir}`],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': swcNode },
  moduleNameMapper: workspacePackages,
  // Fedify's CommonJS build requires two ESM-only packages; Node 24 loads them natively (the build),
  // jest's module registry does not: swc turns just these into CommonJS (decision 0025).
  transformIgnorePatterns: ['/node_modules/(?!(structured-field-values|url-template)/)'],
  // reflect-metadata for decorators; a fresh MikroORM metadata store for every test file.
  setupFiles: ['reflect-metadata', '<rootDir>/testing/fresh-orm-metadata.ts'],
  globalSetup: '<rootDir>/testing/global-setup.ts',
  globalTeardown: '<rootDir>/testing/global-teardown.ts',
});

module.exports = {
  testTimeout: 30000,
  // `npm test` (scripts/test.mjs) runs jest three times: every project but e2e with two workers, the
  // browser suites (e2e) two at a time, then the e2e suites that time a wait (faults, live) alone.
  // Units and browser suites in one run were tried: on 2 cores a browser test beside a unit suite
  // starved Redis replies past the gateway's bounds (the fuzz test got 503 "Sessions are
  // unavailable"), and CI must not flake. A plain `npx jest` uses jest's default (one).
  projects: [
    nodeProject('graph', 'graph/src'),
    nodeProject('gateway', 'gateway/src'),
    {
      displayName: 'packages',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages'],
      testMatch: ['**/src/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swcNode },
      moduleNameMapper: workspacePackages,
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swcWeb },
      transformIgnorePatterns: [],
      moduleNameMapper: { ...workspacePackages, '\\.(css|svg|png|jpg|webp)$': '<rootDir>/testing/file-stub.js' },
      // jsdom lacks what react-router needs at import time (TextEncoder…): polyfilled before each file.
      setupFiles: ['<rootDir>/web/src/testing/polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/testing/web-setup.ts', '<rootDir>/web/src/testing/wait-bounds.ts'],
    },
    {
      displayName: 'e2e',
      // Node's, plus whether a test failed: a screenshot is kept only of a failed test's page.
      testEnvironment: '<rootDir>/testing/browser-suite-environment.ts',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swcNode },
      moduleNameMapper: workspacePackages,
      transformIgnorePatterns: [],
      globalSetup: '<rootDir>/testing/global-setup.ts',
      globalTeardown: '<rootDir>/testing/global-teardown.ts',
    },
  ],
};
