import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '#web/i18n';
import { createAuthFailureHandler } from './authFailure';

function setup(path: string) {
  let confirm: () => void = () => {};
  const deps = {
    currentPath: () => path,
    navigate: vi.fn(async (_to: string) => {}),
    endSession: vi.fn(),
    alert: vi.fn(
      (_options: { title: string; content: string; okText: string }) =>
        new Promise<void>((resolve) => {
          confirm = resolve;
        }),
    ),
  };
  const handle = createAuthFailureHandler(deps);
  return { deps, handle, pressOk: () => confirm() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('auth failure handling (spec §8)', () => {
  it('alerts an expired session, then goes to login with from and ends the session', async () => {
    await changeLanguage('en');
    const { deps, handle, pressOk } = setup('/partner?page=2');
    handle('expired');
    handle('expired');
    expect(deps.alert).toHaveBeenCalledTimes(1);
    expect(deps.alert).toHaveBeenCalledWith({
      title: 'System prompt',
      content: 'Login status expired, please log out and log in again',
      okText: 'Re-login',
    });
    expect(deps.navigate).not.toHaveBeenCalled();

    pressOk();
    await settle();
    expect(deps.navigate).toHaveBeenCalledWith('/login?from=%2Fpartner%3Fpage%3D2');
    expect(deps.endSession).toHaveBeenCalledTimes(1);
  });

  it('goes straight to login, without from or a dialog, at the root', async () => {
    const { deps, handle } = setup('/');
    handle('expired');
    await settle();
    expect(deps.alert).not.toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/login');
  });

  it('shows the offline notice when the account signed in elsewhere', async () => {
    await changeLanguage('en');
    const { deps, handle } = setup('/index');
    handle('signedInElsewhere');
    expect(deps.alert.mock.calls[0][0]).toMatchObject({ title: 'Offline notice', okText: 'Re-login' });
  });

  it('ignores failures that arrive once the user is on the login page', async () => {
    const { deps, handle } = setup('/login?from=%2Forder');
    handle('customerExpired');
    handle('expired');
    await settle();
    expect(deps.alert).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('ignores failures that arrive once a support session was ended (its page ends the session)', async () => {
    // a console call sent before "end support session" answered 401 after the tab was on /support (CI)
    const { deps, handle } = setup('/support');
    handle('customerExpired');
    await settle();
    expect(deps.alert).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.endSession).not.toHaveBeenCalled();
  });

  it('redirects an expired customer to login with from, without a dialog', async () => {
    const { deps, handle } = setup('/activity');
    handle('customerExpired');
    await settle();
    expect(deps.alert).not.toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/login?from=%2Factivity');
    expect(deps.endSession).toHaveBeenCalled();
  });

  it('ends the session before it shows the login page, whose own first fetches must survive', async () => {
    const { deps, handle } = setup('/activity');
    const order: string[] = [];
    deps.endSession.mockImplementation(() => order.push('endSession'));
    deps.navigate.mockImplementation(async () => {
      order.push('navigate');
    });
    handle('customerExpired');
    await settle();
    expect(order).toEqual(['endSession', 'navigate']);
  });
});
