import { afterEach, describe, expect, it } from 'vitest';
import { clearTabToken, clearToken, getToken, saveTabToken, saveToken } from './tokenStore';

describe('token store', () => {
  afterEach(() => clearToken('customer'));

  it("keeps a support tab's token for the tab, over the browser's remembered one, and falls back after", () => {
    saveToken('customer', 'remembered', true);
    saveTabToken('customer', 'support');
    expect(getToken('customer')).toBe('support');
    expect(window.localStorage.getItem('customer_token')).toBe('remembered');
    clearTabToken('customer');
    expect(getToken('customer')).toBe('remembered');
  });

  it('a session-only sign-in replaces a remembered one; clearing ends both', () => {
    saveToken('customer', 'remembered', true);
    saveToken('customer', 'session-only', false);
    expect(window.localStorage.getItem('customer_token')).toBeNull();
    expect(getToken('customer')).toBe('session-only');
    clearToken('customer');
    expect(getToken('customer')).toBeNull();
  });
});
