import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Input } from 'antd';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '#web/api/errors';
import { listAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import { ContractField, CrudForm } from './CrudForm';

const renameRequest = z.object({ name: z.string().trim().min(1).max(10) });

function RenameDialog({ onSubmit }: { onSubmit: (values: { name: string }) => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} data-testid="reopen">
        reopen
      </button>
      <CrudForm
        open={open}
        title="Rename"
        schema={renameRequest}
        initialValues={{ name: 'Fair' }}
        onSubmit={onSubmit}
        onClose={() => setOpen(false)}
        testId="rename"
      >
        <ContractField name="name" label="Name">
          <Input data-testid="rename-name" />
        </ContractField>
      </CrudForm>
    </>
  );
}

describe('CrudForm', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('checks the fields by the contract before it submits', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderAt(<RenameDialog onSubmit={onSubmit} />, '/', () => listAnswer([]));
    const name = await screen.findByTestId('rename-name');
    fireEvent.change(name, { target: { value: 'A name far too long' } });
    fireEvent.click(screen.getByTestId('rename-submit'));
    expect(await screen.findByText('Name has at most 10 characters')).toBeTruthy();
    fireEvent.change(name, { target: { value: '' } });
    expect(await screen.findByText('Please enter Name')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays open with the server’s message when saving fails, and starts afresh when reopened', async () => {
    const onSubmit = vi
      .fn<(values: { name: string }) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError({ kind: 'business', message: 'The name is taken', notified: false }),
      )
      .mockResolvedValueOnce(undefined);
    renderAt(<RenameDialog onSubmit={onSubmit} />, '/', () => listAnswer([]));
    const name = await screen.findByTestId('rename-name');
    fireEvent.change(name, { target: { value: 'Taken' } });
    // Enter in a field submits
    fireEvent.submit(name.closest('form') as HTMLFormElement);
    expect(await screen.findByText('The name is taken')).toBeTruthy();
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Taken' });

    fireEvent.click(screen.getByTestId('rename-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText('The name is taken')).toBeNull());
    fireEvent.click(screen.getByTestId('reopen'));
    await waitFor(() => expect((screen.getByTestId('rename-name') as HTMLInputElement).value).toBe('Fair'));
  });
});
