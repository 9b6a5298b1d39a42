import { Button, Image, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { feedback } from '#web/app/feedback';
import { ConfirmAction, DeleteAction } from '#web/components/actions/DeleteAction';
import { CrudForm } from '#web/components/form/CrudForm';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { storageSrc } from '#web/features/upload/uploadRules';

/** A confirmed row action: what it asks, its link, what it says when done and what it runs. */
export interface RowAction {
  confirm: string;
  label: string;
  done: string;
  run: () => Promise<unknown>;
}

/** A substance row's actions: edit, then show / hide (projects and topics) and delete, each confirmed. */
export function SubstanceRowActions({
  kind,
  editLabel,
  onEdit,
  toggle,
  remove,
}: {
  kind: 'project' | 'tag' | 'topic';
  editLabel: string;
  onEdit: () => void;
  /** `hides`: the action hides what is shown now (styled as a danger) */
  toggle?: RowAction & { hides: boolean };
  remove: RowAction;
}) {
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={onEdit} data-testid={`${kind}-edit`}>
        {editLabel}
      </Button>
      {toggle ? (
        <ConfirmAction
          danger={toggle.hides}
          confirm={toggle.confirm}
          onConfirm={async () => {
            await toggle.run();
            feedback.success(toggle.done);
          }}
          testId={`${kind}-toggle`}
        >
          {toggle.label}
        </ConfirmAction>
      ) : null}
      <DeleteAction
        confirm={remove.confirm}
        onConfirm={async () => {
          await remove.run();
          feedback.success(remove.done);
        }}
        testId={`${kind}-delete`}
      >
        {remove.label}
      </DeleteAction>
    </Space>
  );
}

/** The drawer form adding a row or editing one: `save` gets the values and the edited row (null: a new one). */
export function SubstanceForm<Row, Values extends object>({
  kind,
  editing,
  onClose,
  schema,
  defaults,
  titles,
  done,
  save,
  width = 520,
  children,
}: {
  kind: 'project' | 'tag' | 'topic';
  editing: Row | 'new' | null;
  onClose: () => void;
  schema: z.ZodType;
  defaults: Partial<Values>;
  titles: { create: string; edit: string };
  done: { created: string; saved: string };
  save: (values: Values, row: Row | null) => Promise<unknown>;
  width?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const row = editing === 'new' ? null : editing;
  return (
    <CrudForm<z.ZodType, Values>
      open={editing !== null}
      mode="drawer"
      width={width}
      title={row ? titles.edit : titles.create}
      schema={schema}
      initialValues={row ? (row as Partial<Values>) : defaults}
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId={`${kind}-form`}
      onClose={onClose}
      onSubmit={async (values) => {
        await save(values, row);
        feedback.success(row ? done.saved : done.created);
        onClose();
      }}
    >
      {children}
    </CrudForm>
  );
}

/** A list's image cell (a cover, a banner): the image, or a dash without one. */
export function ImageCell({ image, width, height }: { image: string; width: number; height: number }) {
  const storageUrl = useStorageUrl();
  return image ? (
    <Image src={storageSrc(image, storageUrl)} width={width} height={height} style={{ objectFit: 'cover' }} />
  ) : (
    '—'
  );
}

/** A list's name cell: the name (a link when it opens something) over the introduction. */
export function NameCell({ name, intro, onOpen }: { name: string; intro: string; onOpen?: () => void }) {
  return (
    <Space direction="vertical" size={0}>
      {onOpen ? (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={onOpen}>
          {name}
        </Button>
      ) : (
        <Typography.Text strong>{name}</Typography.Text>
      )}
      {intro ? (
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: 340 }}>
          {intro}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
