// The browser suites' jest environment: Node's, plus whether the running test has failed, so that
// an afterEach keeps a screenshot of the page only when a failed test left it (testing/product.ts,
// `screenshotOnFailure`). A full-page screenshot after every test cost ~1.5 s of a loaded CI
// machine's CPU each (54 per run) for pictures nobody looked at when the tests passed.
import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';
import { TEST_FAILED_GLOBAL } from './test-outcome';

export default class BrowserSuiteEnvironment extends TestEnvironment {
  handleTestEvent(event: Circus.Event): void {
    if (event.name === 'test_start') this.global[TEST_FAILED_GLOBAL] = false;
    else if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.global[TEST_FAILED_GLOBAL] = true;
  }
}
