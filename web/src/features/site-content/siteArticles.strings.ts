import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `siteArticles` strings: they load with the pages that use them (i18n/registry.ts). */
export const siteArticlesStrings = registerStrings({
  // i15-content: site articles and the programme catalogue (features/site-content)
  siteArticles: {
    platformTitle: '平台页面（各站点默认）',
    tab: '文章',
    create: '新建文章',
    editTitle: '编辑文章',
    empty: '暂无文章',
    title: '标题',
    page: '页面',
    pageHelp: '协议与介绍页面在本站替换平台的同名页面；“文章”为独立页面。',
    content: '正文',
    source: '来源',
    own: '本站',
    platform: '平台默认',
    updated: '更新时间',
    customise: '自定义',
    edit: '编辑',
    delete: '删除',
    deleteConfirm: '删除“{{title}}”？',
    deleteMarkedConfirm: '删除“{{title}}”？删除后本站显示平台的页面。',
    deleted: '文章已删除',
    saved: '文章已保存',
    plain: '文章',
    service: '服务页面 {{id}}',
    marks: {
      user_agreement: '用户协议',
      privacy_policy: '隐私政策',
      vip_agreement: '会员协议',
      about: '关于我们',
      help_center: '帮助中心',
    },
  },
} satisfies Pick<Messages, 'siteArticles'>);
