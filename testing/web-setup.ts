import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core CI machine a mocked round trip
// through Apollo and a re-render has taken longer (a live console edit, the article editor's sign-in).
// Five seconds keeps a real failure a failure while not failing a slow machine.
configure({ asyncUtilTimeout: 5_000 });
