import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The SCRM module's messages (modules/scrm; contracts/src/scrm.ts), registered in server/src/messages.ts.
 * 'choose a staff member', 'please write a note', 'a note is at most 1000 characters', 'note added' and
 * 'please enter a valid phone number' are the channel module's and the platform's.
 */
export const scrmMessages = {
  'lead not found': { zh_CN: '线索不存在', zh_TW: '線索不存在' },
  'lead created': { zh_CN: '线索已添加', zh_TW: '線索已新增' },
  'lead assigned': { zh_CN: '线索已分配', zh_TW: '線索已分配' },
  'stage changed': { zh_CN: '阶段已变更', zh_TW: '階段已變更' },
  'the name is required': { zh_CN: '请填写姓名', zh_TW: '請填寫姓名' },
  'the name is at most 40 characters': { zh_CN: '姓名最多 40 个字符', zh_TW: '姓名最多 40 個字元' },
  'the company is at most 60 characters': { zh_CN: '公司最多 60 个字符', zh_TW: '公司最多 60 個字元' },
  'what the lead needs is at most 500 characters': {
    zh_CN: '需求最多 500 个字符',
    zh_TW: '需求最多 500 個字元',
  },
  'owner_id must be a staff id': { zh_CN: 'owner_id 须为员工 ID', zh_TW: 'owner_id 須為員工 ID' },
  'unowned must be 0 or 1': { zh_CN: 'unowned 须为 0 或 1', zh_TW: 'unowned 須為 0 或 1' },
  'source must be manual, wechat_follower, wecom_contact or acquisition_link': {
    zh_CN: '来源须为 manual、wechat_follower、wecom_contact 或 acquisition_link',
    zh_TW: '來源須為 manual、wechat_follower、wecom_contact 或 acquisition_link',
  },
  'stage must be new, contacted, qualified, won or lost': {
    zh_CN: '阶段须为 new、contacted、qualified、won 或 lost',
    zh_TW: '階段須為 new、contacted、qualified、won 或 lost',
  },
  // the pipeline's refusals (LEAD_TRANSITIONS)
  'the lead is already at this stage': { zh_CN: '线索已处于该阶段', zh_TW: '線索已處於該階段' },
  'a new lead may only move to contacted or lost': {
    zh_CN: '新线索只能变更为“已联系”或“已流失”',
    zh_TW: '新線索只能變更為「已聯繫」或「已流失」',
  },
  'a contacted lead may only move to qualified or lost': {
    zh_CN: '已联系的线索只能变更为“已确认意向”或“已流失”',
    zh_TW: '已聯繫的線索只能變更為「已確認意向」或「已流失」',
  },
  'a qualified lead may only move to won, lost or back to contacted': {
    zh_CN: '已确认意向的线索只能变更为“已成交”“已流失”或退回“已联系”',
    zh_TW: '已確認意向的線索只能變更為「已成交」「已流失」或退回「已聯繫」',
  },
  'a won lead is a customer: its stage no longer changes': {
    zh_CN: '已成交的线索已是客户，阶段不能再变更',
    zh_TW: '已成交的線索已是客戶，階段不能再變更',
  },
  'a lost lead may only be reopened as new': {
    zh_CN: '已流失的线索只能重新打开为“新线索”',
    zh_TW: '已流失的線索只能重新開啟為「新線索」',
  },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    scrm: typeof scrmMessages;
  }
}
