import type { PriceState } from '@onsite/contracts';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { feedback } from '#web/app/feedback';
import { DeleteAction } from '#web/components/actions/DeleteAction';
import type { SearchField } from '#web/components/data-table/SearchForm';
import '#web/features/cost/cost.strings';

/** What the activity price and fee rate pages share: versions with a state, an effective time, a withdrawal. */

export const when = (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm');

/** The built-in activity default is in force since the epoch: no date worth showing. */
export const isBuiltIn = (value: string) => dayjs(value).year() <= 1970;

const STATE_COLOUR: Record<PriceState, string> = { current: 'green', scheduled: 'blue', past: 'default' };

export function StateTag({ state, t }: { state: PriceState; t: TFunction }) {
  return <Tag color={STATE_COLOUR[state]}>{t(`cost.states.${state}`)}</Tag>;
}

/** The versions list's state filter. */
export const stateSearchField = (t: TFunction): SearchField<'state'> => ({
  kind: 'select',
  name: 'state',
  label: t('cost.state'),
  placeholder: t('cost.allStates'),
  options: (['current', 'scheduled', 'past'] as const).map((value) => ({
    value,
    label: t(`cost.states.${value}`),
  })),
});

/** A scheduled version's "withdraw" row action (one in force or past has none). */
export function WithdrawAction({
  row,
  confirm,
  withdraw,
  testId,
  t,
}: {
  row: { state: PriceState; effective_time: string };
  confirm: string;
  withdraw: () => Promise<unknown>;
  testId: string;
  t: TFunction;
}) {
  if (row.state !== 'scheduled') return null;
  return (
    <DeleteAction
      confirm={confirm}
      onConfirm={async () => {
        await withdraw();
        feedback.success(t('cost.withdrawn'));
      }}
      testId={testId}
    >
      {t('cost.withdraw')}
    </DeleteAction>
  );
}
