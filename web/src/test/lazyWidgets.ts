import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The lists' export button is a lazy chunk (AppProviders): until it has loaded, a disabled look-alike stands
 * in its place. Its first import in a test worker can take seconds on a busy machine, so wait for the real
 * one instead of failing at the default one-second find.
 */
export const findExportButton = () => screen.findByTestId('export-filtered', {}, { timeout: 10_000 });

/** No export button, neither the real one nor its stand-in (`<testId>-loading`) while the chunk loads. */
export function expectNoExportButton() {
  expect(screen.queryByTestId('export-filtered')).toBeNull();
  expect(screen.queryByTestId('export-filtered-loading')).toBeNull();
}
