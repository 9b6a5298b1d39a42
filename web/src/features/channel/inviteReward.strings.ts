import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `inviteReward` strings: they load with the pages that use them (i18n/registry.ts). */
export const inviteRewardStrings = registerStrings({
  inviteReward: {
    now: '客户邀请奖励：{{reward}}',
    edit: '邀请奖励',
    title: '客户邀请奖励',
    help: '每有一位客户通过其他客户的邀请链接注册，邀请人的资源账户获得一次以下奖励。0 表示不奖励。',
    sms: '短信（条）',
    balance: '余额',
    saved: '邀请奖励已保存',
  },
} satisfies Pick<Messages, 'inviteReward'>);
