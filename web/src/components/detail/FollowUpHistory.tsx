import { enquiryNoteRequest } from '@onsite/contracts';
import { Button, Flex, Form, Input, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { rulesFor } from '#web/components/form/contractRules';

/** One entry of a follow-up history: what happened, who, when; notes are drawn in blue. */
export interface FollowUpEntry {
  id: number;
  text: ReactNode;
  note: boolean;
  author_name: string;
  create_time: string;
}

export interface FollowUpHistoryProps {
  /**
   * The string group of the page: its `history.title`, `history.empty`, `newNote`, `addNote` and `noteAdded`
   * (the groups of the follow-up pages all have them).
   */
  strings: 'enquiry' | 'scrmBusiness';
  entries: FollowUpEntry[];
  /** adds a note, for whoever may follow up (omitted: the history only, no form) */
  onAdd?: (body: string) => Promise<unknown>;
  adding?: boolean;
  /** test ids: `${testId}-history`, `${testId}-note`, `${testId}-note-add` */
  testId: string;
}

/**
 * The append-only history of something followed up (an enquiry, a lead), oldest first, and the form that adds
 * a note to it: the detail drawers of the follow-up pages share it. A note is an enquiry's note everywhere
 * (contracts: `leadNoteRequest` is `enquiryNoteRequest`).
 */
export function FollowUpHistory({ strings, entries, onAdd, adding, testId }: FollowUpHistoryProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ body: string }>();
  const label = t(`${strings}.newNote`);
  return (
    <Flex vertical gap={12} style={{ marginTop: 24 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t(`${strings}.history.title`)}
      </Typography.Title>
      {entries.length === 0 ? (
        <Typography.Text type="secondary">{t(`${strings}.history.empty`)}</Typography.Text>
      ) : (
        <Timeline
          data-testid={`${testId}-history`}
          items={entries.map((entry) => ({
            key: entry.id,
            color: entry.note ? 'blue' : 'gray',
            children: (
              <Flex vertical>
                <Typography.Text>{entry.text}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {entry.author_name} · {dayjs(entry.create_time).format('YYYY-MM-DD HH:mm')}
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      )}
      {onAdd && (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={async ({ body }) => {
            await onAdd(body);
            form.resetFields();
            feedback.success(t(`${strings}.noteAdded`));
          }}
        >
          <Form.Item name="body" label={label} rules={rulesFor(enquiryNoteRequest, 'body', label)}>
            <Input.TextArea rows={3} maxLength={1000} showCount data-testid={`${testId}-note`} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={adding} data-testid={`${testId}-note-add`}>
            {t(`${strings}.addNote`)}
          </Button>
        </Form>
      )}
    </Flex>
  );
}
