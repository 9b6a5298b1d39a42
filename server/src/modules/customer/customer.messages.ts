import type { Translation } from '#server/platform/i18n/messages.ts';

/** The customer module's messages (modules/customer; contracts/src/customer-manage.ts), in server/src/messages.ts. */
export const customerMessages = {
  'customer created': { zh_CN: '客户已创建', zh_TW: '客戶已建立' },
  'customer saved': { zh_CN: '客户已保存', zh_TW: '客戶已儲存' },
  'customer enabled': { zh_CN: '客户已启用', zh_TW: '客戶已啟用' },
  'customer disabled, its sessions have ended': {
    zh_CN: '客户已停用，其登录状态已全部失效',
    zh_TW: '客戶已停用，其登入狀態已全部失效',
  },
  'customer moved to the agent': { zh_CN: '客户已转移到该代理商', zh_TW: '客戶已轉移到該代理商' },
  'the customer already belongs to this agent': {
    zh_CN: '该客户已属于这个代理商',
    zh_TW: '該客戶已屬於這個代理商',
  },
  'this agent is disabled: choose another one': {
    zh_CN: '该代理商已停用，请选择其他代理商',
    zh_TW: '該代理商已停用，請選擇其他代理商',
  },
  // contracts/src/customer-manage.ts
  'choose the agent': { zh_CN: '请选择代理商', zh_TW: '請選擇代理商' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    customer: typeof customerMessages;
  }
}
