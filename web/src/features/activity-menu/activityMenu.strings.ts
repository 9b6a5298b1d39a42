import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `activityMenu` strings: they load with the pages that use them (i18n/registry.ts). */
export const activityMenuStrings = registerStrings({
  activityMenu: {
    hint: '客户打开活动时，活动工作台按下表的顺序显示这些栏目；隐藏的栏目不显示。拖动行左侧的手柄调整顺序，松手即保存。',
    tools: '工具',
    toolCount: '{{shown}}/{{total}} 项显示',
    section: '栏目',
    sections: {
      overview: '活动概览',
      vip: 'VIP 名单',
      password: '大屏访问密码',
      product: '更换工具',
      appearance: '大屏外观',
    },
    menuTitle: '标题',
    icon: '图标',
    badge: '徽标',
    status: '状态',
    shown: '显示',
    hidden: '已隐藏',
    drag: '拖动调整顺序',
    edit: '编辑',
    editTitle: '编辑活动菜单：{{section}}',
    titles: '标题（三种语言）',
    noIcon: '无图标',
    badgeText: '徽标文字',
    badgePlaceholder: '如 New、热门',
    badgeColor: '徽标颜色',
    badgeColorHelp: '不选时为红色',
    hide: '对客户隐藏',
    hideHelp: '隐藏后客户的活动工作台不再显示此栏目；每个工具至少保留一个显示的栏目',
    saved: '活动菜单已保存',
    reordered: '顺序已保存',
    empty: '该工具没有菜单',
    preview: '客户看到的导航',
    previewEmpty: '所有栏目都已隐藏',
    updated: '更新时间',
  },
} satisfies Pick<Messages, 'activityMenu'>);
