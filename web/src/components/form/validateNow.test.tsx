import { cleanup, render } from '@testing-library/react';
import { Form, type FormInstance, Input } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { validateNow } from './validateNow';

interface Values {
  email: string;
}

/** A form whose field has an asynchronous rule, as the code dialogs' contact fields do. */
function ProbeForm({ initial, onForm }: { initial: string; onForm: (form: FormInstance<Values>) => void }) {
  const [form] = Form.useForm<Values>();
  onForm(form);
  return (
    <Form form={form} initialValues={{ email: initial }}>
      <Form.Item
        name="email"
        rules={[
          {
            validator: async (_rule, value: string) => {
              await new Promise((resolve) => setTimeout(resolve, 5));
              if (!value.includes('@')) throw new Error('not an email');
            },
          },
        ]}
      >
        <Input />
      </Form.Item>
    </Form>
  );
}

function renderForm(initial: string): FormInstance<Values> {
  let instance: FormInstance<Values> | undefined;
  render(
    <ProbeForm
      initial={initial}
      onForm={(form) => {
        instance = form;
      }}
    />,
  );
  if (!instance) throw new Error('the form did not render');
  return instance;
}

describe('validateNow', () => {
  afterEach(cleanup);

  it('answers the values when a newer validation overtook it (validateFields rejects such a check)', async () => {
    const form = renderForm('a@b.cn');
    // what the field's own onChange check does right after the click's check began
    const plain = form.validateFields(['email']);
    void form.validateFields(['email']);
    await expect(plain).rejects.toMatchObject({ outOfDate: true, errorFields: [] });

    const checked = validateNow(form, ['email']);
    void form.validateFields(['email']);
    await expect(checked).resolves.toEqual({ email: 'a@b.cn' });
  });

  it('still rejects a field in error', async () => {
    const form = renderForm('not-an-email');
    const checked = validateNow(form, ['email']);
    void form.validateFields(['email']).catch(() => undefined);
    await expect(checked).rejects.toMatchObject({
      errorFields: [{ name: ['email'], errors: ['not an email'] }],
    });
  });
});
