import { ErrorCode, siteApi } from '@onsite/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '#web/components/testHarness';
import CustomerLoginPage from '#web/consoles/customer/pages/LoginPage';
import { changeLanguage } from '#web/i18n';

/** The customer site's sign-in page against a fake server; what the client toasted is recorded. */
function renderLogin(server: (request: URL) => Response) {
  const toasts: string[] = [];
  const rendered = renderAt(<CustomerLoginPage />, '/login', server, {
    audience: 'customer',
    onError: (message) => toasts.push(message),
  });
  return { ...rendered, toasts };
}

describe('the "site closed" page', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('replaces the sign-in of a site whose agent the platform disabled, without a toast', async () => {
    // the server answers every call of a closed site's host so (agentForHost)
    const { toasts, requests } = renderLogin(() =>
      Response.json({ code: ErrorCode.siteClosed, msg: 'this site is closed', data: null }, { status: 410 }),
    );
    // the page is a chunk fetched when shown (closedSite.ts): its first import may take a moment under load
    expect(await screen.findByTestId('site-closed', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('This site is closed')).toBeTruthy();
    expect(screen.queryByTestId('login-submit')).toBeNull();
    expect(requests.map((request) => request.pathname)).toContain(siteApi.getData.path);
    expect(toasts).toEqual([]);
  });

  it('is not shown for another failure, which is toasted as usual', async () => {
    const { toasts } = renderLogin(() =>
      Response.json({ code: ErrorCode.serverError, msg: 'boom', data: null }, { status: 500 }),
    );
    await expect.poll(() => toasts).toContain('boom');
    expect(screen.queryByTestId('site-closed')).toBeNull();
  });
});
