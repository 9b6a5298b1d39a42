import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_DELAYS_MS, useResizeAfterCollapse } from './ShellLayout';

describe('content resize after the sider collapses', () => {
  afterEach(() => vi.useRealTimers());

  it('tells the page its size changed 100 ms and 800 ms after a collapse, not on the first render', () => {
    expect(RESIZE_DELAYS_MS).toEqual([100, 800]);
    vi.useFakeTimers();
    const resized = vi.fn();
    window.addEventListener('resize', resized);
    const { rerender } = renderHook(({ collapsed }) => useResizeAfterCollapse(collapsed), {
      initialProps: { collapsed: false },
    });
    vi.advanceTimersByTime(1000);
    expect(resized).not.toHaveBeenCalled();

    rerender({ collapsed: true });
    vi.advanceTimersByTime(99);
    expect(resized).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(resized).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(699);
    expect(resized).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(resized).toHaveBeenCalledTimes(2);
    window.removeEventListener('resize', resized);
  });
});
