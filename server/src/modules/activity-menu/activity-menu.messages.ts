import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The activity-menu module's messages (modules/activity-menu; contracts/src/activity-menu.ts), registered
 * in server/src/messages.ts. 'id is required' is the platform's; 'tool_id must be a tool id' the activity
 * module's; 'tool not found' the site's; 'badge colour must be a colour like #52c41a' the menus module's; 'icon must be an antd icon name' the notice module's;
 * 'activity not found' the activity module's.
 */
export const activityMenuMessages = {
  'activity menu not found': { zh_CN: '活动菜单不存在', zh_TW: '活動選單不存在' },
  'activity menu saved': { zh_CN: '活动菜单已保存', zh_TW: '活動選單已儲存' },
  'activity menus reordered': { zh_CN: '活动菜单顺序已保存', zh_TW: '活動選單順序已儲存' },
  'the Chinese (simplified) title is required': { zh_CN: '请填写简体中文标题', zh_TW: '請填寫簡體中文標題' },
  'the English title must be text': { zh_CN: '英文标题须为文本', zh_TW: '英文標題須為文字' },
  'the Chinese (traditional) title must be text': {
    zh_CN: '繁体中文标题须为文本',
    zh_TW: '繁體中文標題須為文字',
  },
  'a title is at most 20 characters': { zh_CN: '标题最多 20 个字符', zh_TW: '標題最多 20 個字元' },
  'a badge is at most 8 characters': { zh_CN: '徽标最多 8 个字符', zh_TW: '徽標最多 8 個字元' },
  'hidden must be 0 or 1': { zh_CN: 'hidden 须为 0 或 1', zh_TW: 'hidden 須為 0 或 1' },
  'ids must be the ids of the tool’s entries': {
    zh_CN: 'ids 须为该工具全部菜单的 id，每个一次',
    zh_TW: 'ids 須為該工具全部選單的 id，每個一次',
  },
  'a tool shows at least one section: show another before hiding this one': {
    zh_CN: '每个工具至少显示一个菜单：请先显示其他菜单再隐藏此项',
    zh_TW: '每個工具至少顯示一個選單：請先顯示其他選單再隱藏此項',
  },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    activityMenu: typeof activityMenuMessages;
  }
}
