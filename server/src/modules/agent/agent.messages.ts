import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The agent module's messages (modules/agent: the agent's profile and team switch; contracts/src/agent.ts),
 * keyed by their English text like every catalogue (see platform/i18n/messages.ts); server/src/messages.ts
 * registers them with the others.
 */
export const agentMessages = {
  'switch succeeded': { zh_CN: '切换成功', zh_TW: '切換成功' },
  // agent profile (updateBasicName, updateBasicAvatar)
  'name is at most 50 characters': { zh_CN: '名称最多 50 个字符', zh_TW: '名稱最多 50 個字元' },
  'avatar must be a storage key': { zh_CN: '头像必须是存储中的文件', zh_TW: '頭像必須是儲存中的檔案' },
  'avatar must be an image uploaded in this team': {
    zh_CN: '头像必须是在当前团队上传的图片',
    zh_TW: '頭像必須是在目前團隊上傳的圖片',
  },
  'profile updated': { zh_CN: '资料已更新', zh_TW: '資料已更新' },
  // BasicInfo self-service (gender, phone, email, password, WeChat / WeCom bind)
  'gender must be 0 (unknown), 1 (male) or 2 (female)': {
    zh_CN: '性别只能是 0（未知）、1（男）或 2（女）',
    zh_TW: '性別只能是 0（未知）、1（男）或 2（女）',
  },
  'this phone number is used by another account': {
    zh_CN: '该手机号已被其他账号使用',
    zh_TW: '該手機號碼已被其他帳號使用',
  },
  'this email is used by another account': {
    zh_CN: '该邮箱已被其他账号使用',
    zh_TW: '該電子郵件已被其他帳號使用',
  },
  'this is already your phone number': { zh_CN: '这已是你的手机号', zh_TW: '這已是你的手機號碼' },
  'this is already your email': { zh_CN: '这已是你的邮箱', zh_TW: '這已是你的電子郵件' },
  'password changed, other sessions were signed out': {
    zh_CN: '密码已修改，其他设备已退出登录',
    zh_TW: '密碼已修改，其他裝置已登出',
  },
  'the QR code has not been scanned yet': { zh_CN: '二维码尚未扫描', zh_TW: 'QR 碼尚未掃描' },
  'the QR code has expired, please scan again': {
    zh_CN: '二维码已过期，请重新扫描',
    zh_TW: 'QR 碼已過期，請重新掃描',
  },
  'this WeCom account is already bound to another account': {
    zh_CN: '该企业微信已绑定其他账号',
    zh_TW: '該企業微信已綁定其他帳號',
  },
  // the team profile its owners edit
  'the team name is required': { zh_CN: '请输入团队名称', zh_TW: '請輸入團隊名稱' },
  'the team name is at most 50 characters': {
    zh_CN: '团队名称最多 50 个字符',
    zh_TW: '團隊名稱最多 50 個字元',
  },
  'the brief is at most 200 characters': { zh_CN: '简介最多 200 个字符', zh_TW: '簡介最多 200 個字元' },
  // team switch (contracts/src/agent.ts)
  'opid is required': { zh_CN: '请选择团队（opid）', zh_TW: '請選擇團隊（opid）' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    agent: typeof agentMessages;
  }
}
