import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteProgress } from './RouteProgress';
import { beginLoading } from './routeProgress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderBar(delayMs: number) {
  render(
    <MemoryRouter>
      <RouteProgress delayMs={delayMs} />
    </MemoryRouter>,
  );
}

const bar = () => screen.queryByTestId('route-progress');

describe('route progress bar', () => {
  it('waits for the delay (300 ms in the admin console) before showing', () => {
    renderBar(300);
    let end = () => {};
    act(() => {
      end = beginLoading();
    });
    act(() => void vi.advanceTimersByTime(299));
    expect(bar()).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(bar()?.className).toContain('route-progress-running');
    act(() => end());
  });

  it('never shows for loading shorter than the delay', () => {
    renderBar(300);
    let end = () => {};
    act(() => {
      end = beginLoading();
    });
    act(() => void vi.advanceTimersByTime(100));
    act(() => end());
    act(() => void vi.advanceTimersByTime(1000));
    expect(bar()).toBeNull();
  });

  it('finishes 200 ms after the route settles', () => {
    renderBar(0);
    let end = () => {};
    act(() => {
      end = beginLoading();
    });
    act(() => void vi.advanceTimersByTime(1));
    expect(bar()?.className).toContain('route-progress-running');
    act(() => end());
    expect(bar()?.className).toContain('route-progress-finishing');
    act(() => void vi.advanceTimersByTime(199));
    expect(bar()).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(bar()).toBeNull();
  });

  it('runs while any of several placeholders is still loading', () => {
    renderBar(0);
    let first = () => {};
    let second = () => {};
    act(() => {
      first = beginLoading();
      second = beginLoading();
    });
    act(() => void vi.advanceTimersByTime(1));
    act(() => first());
    act(() => void vi.advanceTimersByTime(500));
    expect(bar()?.className).toContain('route-progress-running');
    act(() => second());
    act(() => void vi.advanceTimersByTime(200));
    expect(bar()).toBeNull();
  });
});
