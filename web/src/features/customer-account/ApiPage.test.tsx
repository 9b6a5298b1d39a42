import { type ApiCredential, customerAccountApi } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeEndpoint, listAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import ApiPage from './ApiPage';

const credential = (id: number, name: string): ApiCredential => ({
  id,
  name,
  app_key: `ak_${id}`,
  scopes: ['profile.read'],
  last_used_time: '',
  create_time: '2026-01-02T03:04:05Z',
  revoked_time: '',
});

/** The customer's credentials (one more after a create). */
function apiServer(): FakeEndpoint {
  const rows = [credential(1, 'CRM sync')];
  return (url) => {
    if (url.pathname === customerAccountApi.credentialList.path) return listAnswer(rows);
    if (url.pathname === customerAccountApi.credentialCreate.path) {
      rows.unshift(credential(2, 'Ticketing'));
      return Response.json({
        code: 0,
        msg: 'ok',
        data: { ...credential(2, 'Ticketing'), secret: 'sk_once' },
      });
    }
    return Response.json({ code: 0, msg: 'ok', data: [] });
  };
}

describe('API page', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('creates a credential with the contract’s rules, shows its secret once, and lists it', async () => {
    const { requests } = renderAt(<ApiPage title="API" />, '/api', apiServer(), { audience: 'customer' });
    expect(await screen.findByText('CRM sync')).toBeTruthy();

    fireEvent.click(screen.getByTestId('credential-create'));
    fireEvent.click(await screen.findByTestId('credential-submit'));
    // the name is required by the contract: refused in the form, nothing sent
    expect(await screen.findByText('Please enter Name')).toBeTruthy();
    expect(requests.some((request) => request.pathname === customerAccountApi.credentialCreate.path)).toBe(
      false,
    );

    fireEvent.change(screen.getByTestId('credential-name'), { target: { value: ' Ticketing ' } });
    fireEvent.click(screen.getByTestId('credential-submit'));
    expect((await screen.findByTestId('credential-secret')).textContent).toBe('sk_once');
    fireEvent.click(screen.getByTestId('secret-done'));
    const list = screen.getByTestId('credential-list');
    expect(await within(list).findByText('Ticketing')).toBeTruthy();
    await waitFor(() =>
      expect(
        requests.filter((request) => request.pathname === customerAccountApi.credentialList.path),
      ).toHaveLength(2),
    );
  });
});
