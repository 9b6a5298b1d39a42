import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `teamProfile` strings: they load with the pages that use them (i18n/registry.ts). */
export const teamProfileStrings = registerStrings({
  teamProfile: {
    avatar: '团队头像',
    name: '团队名称',
    nameRequired: '请输入团队名称',
    nameMax: '最多 50 个字符',
    brief: '简介',
    briefMax: '最多 200 个字符',
  },
} satisfies Pick<Messages, 'teamProfile'>);
