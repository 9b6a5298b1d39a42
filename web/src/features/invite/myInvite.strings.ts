import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `myInvite` strings: they load with the pages that use them (i18n/registry.ts). */
export const myInviteStrings = registerStrings({
  myInvite: {
    entry: '邀请好友',
    intro: '分享您的邀请链接或二维码。好友通过它注册后成为本站客户，每位好友注册您可获得下方的奖励。',
    linkTitle: '我的邀请链接',
    visits: '访问次数',
    signups: '注册人数',
    rewardNow: '每位好友注册奖励',
    earned: '累计获得',
    smsCount: '{{count}} 条短信',
    noReward: '无',
    noRewardHelp: '平台目前未设置注册奖励；好友注册仍会计入您的邀请。',
    invitees: '已注册的好友',
    account: '账号',
    signupTime: '注册时间',
    reward: '奖励',
    empty: '还没有好友通过您的链接注册',
    total: '共 {{total}} 位好友',
  },
} satisfies Pick<Messages, 'myInvite'>);
