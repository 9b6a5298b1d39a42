import type { Translation } from '#server/platform/i18n/messages.ts';

/** The staff module's messages (modules/staff; contracts/src/staff.ts), registered in server/src/messages.ts. */
export const staffMessages = {
  'account created': { zh_CN: '账号已创建', zh_TW: '帳號已建立' },
  'account saved': { zh_CN: '账号已保存', zh_TW: '帳號已儲存' },
  'account enabled': { zh_CN: '账号已启用', zh_TW: '帳號已啟用' },
  'account disabled': { zh_CN: '账号已停用', zh_TW: '帳號已停用' },
  'account deleted': { zh_CN: '账号已删除', zh_TW: '帳號已刪除' },
  'password reset': { zh_CN: '密码已重置', zh_TW: '密碼已重設' },
  'account created, a set-password link was emailed': {
    zh_CN: '账号已创建，设置密码的链接已发送到邮箱',
    zh_TW: '帳號已建立，設定密碼的連結已寄到信箱',
  },
  'account created, but the set-password email could not be sent: resend it from the list': {
    zh_CN: '账号已创建，但设置密码的邮件发送失败：请在列表中重新发送',
    zh_TW: '帳號已建立，但設定密碼的郵件寄送失敗：請在列表中重新寄送',
  },
  'a new set-password link was emailed': {
    zh_CN: '新的设置密码链接已发送，之前的链接已失效',
    zh_TW: '新的設定密碼連結已寄出，先前的連結已失效',
  },
  'this account has already set its password': {
    zh_CN: '该账号已设置密码',
    zh_TW: '該帳號已設定密碼',
  },
  'this account has no email: add one first': {
    zh_CN: '该账号没有邮箱，请先添加邮箱',
    zh_TW: '該帳號沒有信箱，請先新增信箱',
  },
  'this set-password link is not valid': {
    zh_CN: '该设置密码链接无效',
    zh_TW: '該設定密碼連結無效',
  },
  'this set-password link was already used: sign in with your password': {
    zh_CN: '该设置密码链接已使用过，请用您的密码登录',
    zh_TW: '該設定密碼連結已使用過，請用您的密碼登入',
  },
  'a newer set-password link was sent: use the latest email': {
    zh_CN: '已发送了更新的设置密码链接，请使用最新的邮件',
    zh_TW: '已寄出更新的設定密碼連結，請使用最新的郵件',
  },
  'this set-password link has expired: ask an administrator for a new one': {
    zh_CN: '该设置密码链接已过期，请联系管理员重新发送',
    zh_TW: '該設定密碼連結已過期，請聯絡管理員重新寄送',
  },
  'password set, please sign in': { zh_CN: '密码已设置，请登录', zh_TW: '密碼已設定，請登入' },
  'choose how the password is set': { zh_CN: '请选择设置密码的方式', zh_TW: '請選擇設定密碼的方式' },
  'an email is required to send a set-password link': {
    zh_CN: '发送设置密码链接需要填写邮箱',
    zh_TW: '寄送設定密碼連結需要填寫信箱',
  },
  'target is at most 200 characters': { zh_CN: '查询对象最多 200 个字符', zh_TW: '查詢對象最多 200 個字元' },
  // also the role module's (modules/role)
  'role not found': { zh_CN: '角色不存在', zh_TW: '角色不存在' },
  'this username is taken': { zh_CN: '该用户名已被使用', zh_TW: '該使用者名稱已被使用' },
  'you cannot disable or delete your own account': {
    zh_CN: '不能停用或删除自己的账号',
    zh_TW: '不能停用或刪除自己的帳號',
  },
  'the platform needs at least one active super admin': {
    zh_CN: '平台至少需要一个启用的超级管理员',
    zh_TW: '平台至少需要一個啟用的超級管理員',
  },
  // contracts/src/staff.ts
  'role_id must be a role id': { zh_CN: 'role_id 必须是角色 id', zh_TW: 'role_id 必須是角色 id' },
  'status must be 0 or 1': { zh_CN: '状态必须是 0 或 1', zh_TW: '狀態必須是 0 或 1' },
  'name is at most 32 characters': { zh_CN: '姓名最多 32 个字符', zh_TW: '姓名最多 32 個字元' },
  'email is not valid': { zh_CN: '邮箱格式不正确', zh_TW: '電子郵件格式不正確' },
  'phone is not a valid mobile number': { zh_CN: '手机号格式不正确', zh_TW: '手機號碼格式不正確' },
  'role_ids must be role ids': { zh_CN: 'role_ids 必须是角色 id', zh_TW: 'role_ids 必須是角色 id' },
  'choose at least one role': { zh_CN: '请至少选择一个角色', zh_TW: '請至少選擇一個角色' },
  'at most 20 roles': { zh_CN: '最多 20 个角色', zh_TW: '最多 20 個角色' },
  'username is required': { zh_CN: '请输入用户名', zh_TW: '請輸入使用者名稱' },
  'username must be 3-32 letters, digits or _ . @ -': {
    zh_CN: '用户名为 3-32 位字母、数字或 _ . @ -',
    zh_TW: '使用者名稱為 3-32 位字母、數字或 _ . @ -',
  },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    staff: typeof staffMessages;
  }
}
