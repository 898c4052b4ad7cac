// Whether the running browser-suite test has failed: set by the suites' jest environment
// (browser-suite-environment.ts), read by their afterEach hooks (product.ts, screenshotOnFailure).

/** The name of the flag on the test files' global object. */
export const TEST_FAILED_GLOBAL = 'savepointTestFailed';

export const currentTestFailed = (): boolean => (globalThis as Record<string, unknown>)[TEST_FAILED_GLOBAL] === true;
