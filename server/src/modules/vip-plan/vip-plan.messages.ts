import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The VIP plan module's messages (modules/vip-plan; contracts/src/vip-plan.ts), registered in
 * server/src/messages.ts. 'id is required', 'agent_id must be an agent id' and 'agent not found' are the
 * platform's; the price and sort messages organization's; the status message plugin's; the offer messages
 * ('offered must be true or false', the agent's price) software's.
 */
export const vipPlanMessages = {
  'VIP plan not found': { zh_CN: 'VIP 套餐不存在', zh_TW: 'VIP 方案不存在' },
  'VIP plan created': { zh_CN: 'VIP 套餐已创建', zh_TW: 'VIP 方案已建立' },
  'VIP plan saved': { zh_CN: 'VIP 套餐已保存', zh_TW: 'VIP 方案已儲存' },
  'VIP plan put on sale': { zh_CN: 'VIP 套餐已上架', zh_TW: 'VIP 方案已上架' },
  'VIP plan taken off sale': { zh_CN: 'VIP 套餐已下架', zh_TW: 'VIP 方案已下架' },
  'VIP plan deleted': { zh_CN: 'VIP 套餐已删除', zh_TW: 'VIP 方案已刪除' },
  'VIP plan offered on the agent’s site': {
    zh_CN: '代理商站点已开售该套餐',
    zh_TW: '代理商站點已開售該方案',
  },
  'VIP plan withdrawn from the agent’s site': {
    zh_CN: '代理商站点已停售该套餐',
    zh_TW: '代理商站點已停售該方案',
  },
  'choose the VIP level': { zh_CN: '请选择 VIP 等级', zh_TW: '請選擇 VIP 等級' },
  'the plan title is required': { zh_CN: '请输入套餐名称', zh_TW: '請輸入方案名稱' },
  'the plan title is at most 40 characters': {
    zh_CN: '套餐名称最多 40 个字符',
    zh_TW: '方案名稱最多 40 個字元',
  },
  'the duration must be a whole number, 1 or more': {
    zh_CN: '时长必须是不小于 1 的整数',
    zh_TW: '時長必須是不小於 1 的整數',
  },
  'the duration is at most 3660': { zh_CN: '时长最多 3660', zh_TW: '時長最多 3660' },
  'the unit is years (1) or days (2)': {
    zh_CN: '单位只能是年（1）或天（2）',
    zh_TW: '單位只能是年（1）或天（2）',
  },
  'choose the tools of the plan': { zh_CN: '请选择套餐包含的工具', zh_TW: '請選擇方案包含的工具' },
  'showings must be a whole number, 0 or more': {
    zh_CN: '场次必须是不小于 0 的整数',
    zh_TW: '場次必須是不小於 0 的整數',
  },
  'free activities must be a whole number, 0 or more': {
    zh_CN: '免费活动数必须是不小于 0 的整数',
    zh_TW: '免費活動數必須是不小於 0 的整數',
  },
  'plan_id must be a VIP plan id': {
    zh_CN: 'plan_id 必须是 VIP 套餐 id',
    zh_TW: 'plan_id 必須是 VIP 方案 id',
  },
  'this VIP plan is off sale: put it on sale first': {
    zh_CN: '该 VIP 套餐已下架，请先上架',
    zh_TW: '該 VIP 方案已下架，請先上架',
  },
  "an agent sells this VIP plan below the new price: raise the agent's price first": {
    zh_CN: '有代理商的售价低于新的平台价，请先调高代理商售价',
    zh_TW: '有代理商的售價低於新的平台價，請先調高代理商售價',
  },
  'this VIP plan is in use (agents sell it, customers hold or ordered it): take it off sale instead': {
    zh_CN: '该 VIP 套餐已被使用（有代理商在售，或有客户持有、下过单），不能删除，请改为下架',
    zh_TW: '該 VIP 方案已被使用（有代理商在售，或有客戶持有、下過單），不能刪除，請改為下架',
  },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    vipPlan: typeof vipPlanMessages;
  }
}
