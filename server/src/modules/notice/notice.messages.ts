import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The notice module's messages (modules/notice: notices, letters and todos; contracts/src/notice.ts), keyed
 * by their English text like every catalogue (see platform/i18n/messages.ts); server/src/messages.ts
 * registers them with the others.
 */
export const noticeMessages = {
  // contracts/src/notice.ts
  'icon must be an antd icon name': { zh_CN: '图标必须是 antd 图标名称', zh_TW: '圖示必須是 antd 圖示名稱' },
  'notice not found': { zh_CN: '通知不存在', zh_TW: '通知不存在' },
  'agent_id: the customer belongs to another agent': {
    zh_CN: 'agent_id: 该客户属于其他代理商',
    zh_TW: 'agent_id: 該客戶屬於其他代理商',
  },
  'type must be notice, letter or todo': {
    zh_CN: '类型必须是 notice、letter 或 todo',
    zh_TW: '類型必須是 notice、letter 或 todo',
  },
  'audience must be admin, agent or customer': {
    zh_CN: '接收方必须是 admin、agent 或 customer',
    zh_TW: '接收方必須是 admin、agent 或 customer',
  },
  'read must be 0 or 1': { zh_CN: 'read 必须是 0 或 1', zh_TW: 'read 必須是 0 或 1' },
  'ids must be a list of notice ids': { zh_CN: 'ids 必须是通知 id 列表', zh_TW: 'ids 必須是通知 id 清單' },
  'give the ids to mark read, or a type to mark all of it read': {
    zh_CN: '请提供要标为已读的 ids，或提供类型以全部标为已读',
    zh_TW: '請提供要標為已讀的 ids，或提供類型以全部標為已讀',
  },
  'content is required': { zh_CN: '请输入内容', zh_TW: '請輸入內容' },
  'content is at most 2000 characters': { zh_CN: '内容最多 2000 个字符', zh_TW: '內容最多 2000 個字元' },
  'description is at most 200 characters': { zh_CN: '描述最多 200 个字符', zh_TW: '描述最多 200 個字元' },
  'customer_id must be a customer id': {
    zh_CN: 'customer_id 必须是客户 id',
    zh_TW: 'customer_id 必須是客戶 id',
  },
  'status must be 0, 1 or 2': { zh_CN: '状态必须是 0、1 或 2', zh_TW: '狀態必須是 0、1 或 2' },
  'a notice to one customer must have audience customer': {
    zh_CN: '发给单个客户的通知，接收方必须是 customer',
    zh_TW: '發給單一客戶的通知，接收方必須是 customer',
  },
  'a notice to admins cannot target an agent': {
    zh_CN: '发给管理员的通知不能指定代理商',
    zh_TW: '發給管理員的通知不能指定代理商',
  },
  // notice cover image (issue 6: the send-notice form's image picker)
  'avatar is at most 512 characters': {
    zh_CN: '封面图地址最多 512 个字符',
    zh_TW: '封面圖位址最多 512 個字元',
  },
  'avatar must be an image URL': { zh_CN: '封面图必须是图片地址', zh_TW: '封面圖必須是圖片位址' },
  // sent notices: schedule, edit, withdraw (issue 15)
  'send_time must be a date and time': {
    zh_CN: '发送时间必须是日期和时间',
    zh_TW: '發送時間必須是日期和時間',
  },
  'send_time: the send time must be in the future': {
    zh_CN: '发送时间：必须晚于现在',
    zh_TW: '發送時間：必須晚於現在',
  },
  'send_time: the send time must be within a year': {
    zh_CN: '发送时间：必须在一年之内',
    zh_TW: '發送時間：必須在一年之內',
  },
  'send_time: a notice already sent keeps its send time': {
    zh_CN: '发送时间：已发出的通知不能修改发送时间',
    zh_TW: '發送時間：已發出的通知不能修改發送時間',
  },
  'state must be scheduled, visible or withdrawn': {
    zh_CN: '状态必须是 scheduled、visible 或 withdrawn',
    zh_TW: '狀態必須是 scheduled、visible 或 withdrawn',
  },
  'this notice has been withdrawn': { zh_CN: '该通知已撤回', zh_TW: '該通知已撤回' },
  'notice withdrawn': { zh_CN: '通知已撤回', zh_TW: '通知已撤回' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    notice: typeof noticeMessages;
  }
}
