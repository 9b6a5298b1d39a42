import type { Translation } from '#server/platform/i18n/messages.ts';

/** The role module's messages (modules/role; contracts/src/role.ts), registered in server/src/messages.ts. */
export const roleMessages = {
  'role created': { zh_CN: '角色已创建', zh_TW: '角色已建立' },
  'role saved': { zh_CN: '角色已保存', zh_TW: '角色已儲存' },
  'role deleted': { zh_CN: '角色已删除', zh_TW: '角色已刪除' },
  'menu not found': { zh_CN: '菜单不存在', zh_TW: '選單不存在' },
  'this role code is taken': { zh_CN: '该角色编码已被使用', zh_TW: '該角色代碼已被使用' },
  'built-in roles follow the product and cannot be changed': {
    zh_CN: '内置角色随产品更新，不能修改或删除',
    zh_TW: '內建角色隨產品更新，不能修改或刪除',
  },
  'this role is held by {count} accounts; take it from them first': {
    zh_CN: '该角色仍有 {count} 个账号在使用，请先为这些账号移除该角色',
    zh_TW: '該角色仍有 {count} 個帳號在使用，請先為這些帳號移除該角色',
  },
  // contracts/src/role.ts
  'menu_ids must be menu ids': { zh_CN: 'menu_ids 必须是菜单 id', zh_TW: 'menu_ids 必須是選單 id' },
  'at most 500 grants': { zh_CN: '最多 500 项授权', zh_TW: '最多 500 項授權' },
  'role code is required': { zh_CN: '请输入角色编码', zh_TW: '請輸入角色代碼' },
  'role code must be 3-32 lowercase letters, digits or _': {
    zh_CN: '角色编码为 3-32 位小写字母、数字或 _，以字母开头',
    zh_TW: '角色代碼為 3-32 位小寫字母、數字或 _，以字母開頭',
  },
  'role name is required': { zh_CN: '请输入角色名称', zh_TW: '請輸入角色名稱' },
  'require_totp must be true or false': {
    zh_CN: 'require_totp 必须是 true 或 false',
    zh_TW: 'require_totp 必須是 true 或 false',
  },
  'role name is at most 32 characters': { zh_CN: '角色名称最多 32 个字符', zh_TW: '角色名稱最多 32 個字元' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    role: typeof roleMessages;
  }
}
