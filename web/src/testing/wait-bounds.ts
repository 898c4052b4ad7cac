import { configure } from '@testing-library/react';

// findBy*/waitFor wait for what the user would see; the wait is not what is tested. CI runs the web
// suites two at a time on two cores, where an editor panel's first MUI render plus findByRole's
// accessibility-tree walk took longer than the library's 1 s default (AiGeneratorPanel.test.tsx, a
// fresh-clone run on 2026-11-27).
configure({ asyncUtilTimeout: 5_000 });
