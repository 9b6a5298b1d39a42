import {
  Alert,
  Button,
  Drawer,
  Flex,
  Form,
  type FormInstance,
  type FormItemProps,
  type FormProps,
  Modal,
} from 'antd';
import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '#web/api/errors';
import { rulesFor } from './contractRules';

const ContractSchemaContext = createContext<z.ZodType | null>(null);

/** Hands a request schema to the `ContractField`s inside (CrudForm does this itself). */
export function ContractSchema({ schema, children }: { schema: z.ZodType; children: ReactNode }) {
  return <ContractSchemaContext.Provider value={schema}>{children}</ContractSchemaContext.Provider>;
}

export interface ContractFieldProps extends Omit<FormItemProps, 'name' | 'label'> {
  /** a top-level field of the request schema */
  name: string;
  /** the field's label, also the {{label}} of its messages */
  label?: string;
}

/**
 * A Form.Item whose rules come from the contract around it (`rulesFor`); `rules` given here are added
 * after them. The control's value must be what the contract takes (convert Dayjs and the like in submit,
 * and give such a field its own rules instead).
 */
export function ContractField({ name, label, rules, ...item }: ContractFieldProps) {
  const schema = useContext(ContractSchemaContext);
  const { i18n } = useTranslation();
  if (!schema) throw new Error('ContractField must be inside a CrudForm or a ContractSchema');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages follow the language
  const contractRules = useMemo(() => rulesFor(schema, name, label), [schema, name, label, i18n.language]);
  return <Form.Item name={name} label={label} rules={[...contractRules, ...(rules ?? [])]} {...item} />;
}

export interface CrudFormProps<S extends z.ZodType, Values extends object> {
  open: boolean;
  title: ReactNode;
  /** a modal for a few fields, a drawer for many */
  mode?: 'modal' | 'drawer';
  /** the request's zod schema: the fields' rules come from it */
  schema: S;
  /** the edited row (edit) or the defaults (create); applied each time the form opens */
  initialValues?: Partial<Values>;
  /** saves; a rejection keeps the form open (the server's message shown unless already toasted) */
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** the modal's or drawer's width */
  width?: number;
  /** a form also opened from a detail drawer passes `ABOVE_DRAWER`: it is mounted (forceRender) before the drawer opens */
  zIndex?: number;
  testId?: string;
  /** a page that watches fields passes its own instance */
  form?: FormInstance<Values>;
  layout?: FormProps['layout'];
}

/** Above antd's drawers and modals (1000): a form opened from a detail drawer shows over it. */
export const ABOVE_DRAWER = 1010;

/** Keeps Enter in a field submitting the form while the visible buttons sit outside it (modal footer). */
const implicitSubmit = {
  position: 'absolute',
  width: 0,
  height: 0,
  padding: 0,
  border: 0,
  opacity: 0,
  overflow: 'hidden',
} as const;

/**
 * Create and edit in one form, in a modal or a drawer: the rules of each `ContractField` come from the
 * request's zod schema; OK shows its progress, a failure keeps the form open with the server's message,
 * Enter submits, and every opening starts again from `initialValues`.
 */
export function CrudForm<S extends z.ZodType, Values extends object = z.input<S> & object>(
  props: CrudFormProps<S, Values>,
) {
  const { t } = useTranslation();
  const { open, onClose, onSubmit, mode = 'modal', testId = 'crud-form' } = props;
  const [ownForm] = Form.useForm<Values>();
  const form = props.form ?? ownForm;
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // every opening starts from the current initial values, with no message of the last attempt
  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    setFailure(null);
  }, [open, form]);

  const finish = async (values: Values) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      // the api client has toasted what it calls notified; anything else is said here, in the form
      if (!(isApiError(error) && error.notified)) {
        setFailure(error instanceof Error && error.message ? error.message : t('error.unknown'));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const body = (
    <ContractSchemaContext.Provider value={props.schema}>
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={failure}
          style={{ marginBottom: 16 }}
          data-testid={`${testId}-error`}
        />
      ) : null}
      <Form<Values>
        form={form}
        layout={props.layout ?? 'vertical'}
        initialValues={props.initialValues as Values}
        onFinish={(values) => void finish(values)}
        data-testid={testId}
      >
        {props.children}
        <button type="submit" tabIndex={-1} aria-hidden style={implicitSubmit} />
      </Form>
    </ContractSchemaContext.Provider>
  );
  const okText = props.okText ?? t('form.submit');
  const cancelText = props.cancelText ?? t('form.cancel');

  if (mode === 'drawer') {
    return (
      <Drawer
        open={open}
        title={props.title}
        onClose={onClose}
        size={props.width ?? 520}
        zIndex={props.zIndex}
        forceRender
        footer={
          <Flex justify="end" gap={8}>
            <Button onClick={onClose} data-testid={`${testId}-cancel`}>
              {cancelText}
            </Button>
            <Button
              type="primary"
              loading={submitting}
              onClick={() => form.submit()}
              data-testid={`${testId}-submit`}
            >
              {okText}
            </Button>
          </Flex>
        }
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      open={open}
      title={props.title}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={submitting}
      okText={okText}
      cancelText={cancelText}
      width={props.width}
      zIndex={props.zIndex}
      forceRender
      okButtonProps={{ 'data-testid': `${testId}-submit` } as Record<string, string>}
      cancelButtonProps={{ 'data-testid': `${testId}-cancel` } as Record<string, string>}
    >
      {body}
    </Modal>
  );
}
