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
  // team switch (contracts/src/agent.ts)
  'opid is required': { zh_CN: '请选择团队（opid）', zh_TW: '請選擇團隊（opid）' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    agent: typeof agentMessages;
  }
}
