import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The menus module's messages (the menu editor, modules/menus; contracts/src/menu-editor.ts), registered in
 * server/src/messages.ts. "menu not found" is the role module's (its grant tree names menus too).
 */
export const menusMessages = {
  'menu created': { zh_CN: '菜单已创建', zh_TW: '選單已建立' },
  'menu saved': { zh_CN: '菜单已保存', zh_TW: '選單已儲存' },
  'menu order saved': { zh_CN: '菜单顺序已保存', zh_TW: '選單順序已儲存' },
  'menu deleted': { zh_CN: '菜单已删除', zh_TW: '選單已刪除' },
  'the component {component} is not a page of this console': {
    zh_CN: '组件 {component} 不是此控制台的页面',
    zh_TW: '元件 {component} 不是此主控台的頁面',
  },
  'icon must be an outlined antd icon name': {
    zh_CN: '图标必须是 antd 线框风格图标名称',
    zh_TW: '圖示必須是 antd 線框風格圖示名稱',
  },
  'programme entries belong to the customer console': {
    zh_CN: '方案菜单只属于客户控制台',
    zh_TW: '方案選單只屬於客戶主控台',
  },
  'only customer menus can be partner-only': {
    zh_CN: '只有客户菜单可以设为仅合作方可见',
    zh_TW: '只有客戶選單可以設為僅合作方可見',
  },
  'a permission string has no component or route': {
    zh_CN: '权限标识没有组件和路由',
    zh_TW: '權限標識沒有元件和路由',
  },
  'a menu needs a route': { zh_CN: '菜单需要填写路由', zh_TW: '選單需要填寫路由' },
  'the parent must be a menu of the same console': {
    zh_CN: '上级必须是同一控制台的菜单',
    zh_TW: '上級必須是同一主控台的選單',
  },
  'an entry cannot be moved under itself or its own entries': {
    zh_CN: '不能移到自身或其下级之下',
    zh_TW: '不能移到自身或其下級之下',
  },
  'an entry with entries under it must stay a menu': {
    zh_CN: '有下级的条目必须保持为菜单',
    zh_TW: '有下級的條目必須保持為選單',
  },
  'the mark {mark} is already used in this console': {
    zh_CN: '权限标识 {mark} 在此控制台已被使用',
    zh_TW: '權限標識 {mark} 在此主控台已被使用',
  },
  'another entry under this parent has the route {route}': {
    zh_CN: '同一上级下已有路由为 {route} 的条目',
    zh_TW: '同一上級下已有路由為 {route} 的條目',
  },
  'the {field} of a built-in entry comes with the product and cannot be changed': {
    zh_CN: '内置条目的 {field} 随产品提供，不能修改',
    zh_TW: '內建條目的 {field} 隨產品提供，不能修改',
  },
  'a console holds at most {count} entries': {
    zh_CN: '每个控制台最多 {count} 个条目',
    zh_TW: '每個主控台最多 {count} 個條目',
  },
  'each entry may be moved once': { zh_CN: '每个条目只能移动一次', zh_TW: '每個條目只能移動一次' },
  'built-in entries come with the product and cannot be deleted; hide them instead': {
    zh_CN: '内置条目随产品提供，不能删除，可以将其隐藏',
    zh_TW: '內建條目隨產品提供，不能刪除，可以將其隱藏',
  },
  'this entry has {count} entries under it; move or delete them first': {
    zh_CN: '该条目下还有 {count} 个条目，请先移走或删除它们',
    zh_TW: '該條目下還有 {count} 個條目，請先移走或刪除它們',
  },
  // contracts/src/menu-editor.ts
  'parent_id must be a menu id': { zh_CN: 'parent_id 必须是菜单 id', zh_TW: 'parent_id 必須是選單 id' },
  'menu name is required': { zh_CN: '请输入菜单名称', zh_TW: '請輸入選單名稱' },
  'menu name is at most 50 characters': { zh_CN: '菜单名称最多 50 个字符', zh_TW: '選單名稱最多 50 個字元' },
  'menu mark is required': { zh_CN: '请输入权限标识', zh_TW: '請輸入權限標識' },
  'menu mark is at most 100 characters': {
    zh_CN: '权限标识最多 100 个字符',
    zh_TW: '權限標識最多 100 個字元',
  },
  'menu mark must be letters, digits, _ or - in parts joined by dots': {
    zh_CN: '权限标识由字母、数字、_ 或 - 组成，各段以点号连接，以字母开头',
    zh_TW: '權限標識由字母、數字、_ 或 - 組成，各段以點號連接，以字母開頭',
  },
  'menu component is not a page': { zh_CN: '组件不是页面', zh_TW: '元件不是頁面' },
  'menu route is at most 200 characters': { zh_CN: '路由最多 200 个字符', zh_TW: '路由最多 200 個字元' },
  'menu route must start with / and have no spaces': {
    zh_CN: '路由必须以 / 开头且不含空格',
    zh_TW: '路由必須以 / 開頭且不含空格',
  },
  'hide must be 0 or 1': { zh_CN: 'hide 必须是 0 或 1', zh_TW: 'hide 必須是 0 或 1' },
  'keep_alive must be 0 or 1': { zh_CN: 'keep_alive 必须是 0 或 1', zh_TW: 'keep_alive 必須是 0 或 1' },
  'requires_partner must be 0 or 1': {
    zh_CN: 'requires_partner 必须是 0 或 1',
    zh_TW: 'requires_partner 必須是 0 或 1',
  },
  'menu_type must be 0 (menu), 1 (permission) or 4 (programme)': {
    zh_CN: 'menu_type 必须是 0（菜单）、1（权限）或 4（方案）',
    zh_TW: 'menu_type 必須是 0（選單）、1（權限）或 4（方案）',
  },
  'sort must be a whole number from 0': {
    zh_CN: '排序必须是不小于 0 的整数',
    zh_TW: '排序必須是不小於 0 的整數',
  },
  'menu badge is at most 16 characters': { zh_CN: '徽标最多 16 个字符', zh_TW: '徽標最多 16 個字元' },
  'badge colour must be a colour like #52c41a': {
    zh_CN: '徽标颜色必须是 #52c41a 这样的颜色',
    zh_TW: '徽標顏色必須是 #52c41a 這樣的顏色',
  },
  'moves must name menu ids': { zh_CN: 'moves 必须是菜单 id', zh_TW: 'moves 必須是選單 id' },
  'nothing to move': { zh_CN: '没有要移动的条目', zh_TW: '沒有要移動的條目' },
  'at most 500 moves': { zh_CN: '一次最多移动 500 个条目', zh_TW: '一次最多移動 500 個條目' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    menus: typeof menusMessages;
  }
}
