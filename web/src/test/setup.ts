import { configure } from '@testing-library/react';

// Pages, the shell after sign-in and some widgets are lazy chunks: their first import in a test worker is a
// module transform, which takes more than Testing Library's default one second on a busy two-core machine.
// A find or waitFor still answers as soon as its element is there; only a failing one waits longer.
configure({ asyncUtilTimeout: 5_000 });
