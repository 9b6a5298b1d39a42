import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The cost module's messages (modules/cost; contracts/src/cost.ts), registered in server/src/messages.ts.
 * 'id is required' is the platform's; 'tool not found' the site's.
 */
export const costMessages = {
  'price in force': { zh_CN: '新价格已生效', zh_TW: '新價格已生效' },
  'price scheduled': { zh_CN: '新价格已排定，到时生效', zh_TW: '新價格已排定，屆時生效' },
  'scheduled price withdrawn': { zh_CN: '已撤回待生效的价格', zh_TW: '已撤回待生效的價格' },
  'price version not found': { zh_CN: '价格版本不存在', zh_TW: '價格版本不存在' },
  'a price in force or past cannot be withdrawn: set a new one instead': {
    zh_CN: '生效中或已过期的价格不能撤回，请设置新价格',
    zh_TW: '生效中或已過期的價格不能撤回，請設定新價格',
  },
  'effective_time: a price cannot take effect in the past': {
    zh_CN: '生效时间：不能早于现在',
    zh_TW: '生效時間：不能早於現在',
  },
  'effective_time: a price takes effect within a year': {
    zh_CN: '生效时间：须在一年之内',
    zh_TW: '生效時間：須在一年之內',
  },
  'effective_time must be a date and time': { zh_CN: '生效时间格式不正确', zh_TW: '生效時間格式不正確' },
  'tool_id must be a tool id or 0 (the default)': {
    zh_CN: '请选择工具（或默认价格）',
    zh_TW: '請選擇工具（或預設價格）',
  },
  'tool_id must be a tool id or 0': { zh_CN: '工具编号不正确', zh_TW: '工具編號不正確' },
  'state must be past, current or scheduled': {
    zh_CN: '状态须为已过期、生效中或待生效',
    zh_TW: '狀態須為已過期、生效中或待生效',
  },
  'the note is at most 200 characters': { zh_CN: '备注最多 200 个字符', zh_TW: '備註最多 200 個字元' },
  'the new activity price must be a whole number of cents, 0 or more': {
    zh_CN: '新建活动价格须为 0 或以上的金额（精确到分）',
    zh_TW: '新建活動價格須為 0 或以上的金額（精確到分）',
  },
  'the new activity price is at most 1000000 yuan': {
    zh_CN: '新建活动价格最多 1000000 元',
    zh_TW: '新建活動價格最多 1000000 元',
  },
  'the price of a day must be a whole number of cents, 0 or more': {
    zh_CN: '每日续期价格须为 0 或以上的金额（精确到分）',
    zh_TW: '每日續期價格須為 0 或以上的金額（精確到分）',
  },
  'the price of a day is at most 1000000 yuan': {
    zh_CN: '每日续期价格最多 1000000 元',
    zh_TW: '每日續期價格最多 1000000 元',
  },
  'the price of a block of places must be a whole number of cents, 0 or more': {
    zh_CN: '扩容价格须为 0 或以上的金额（精确到分）',
    zh_TW: '擴容價格須為 0 或以上的金額（精確到分）',
  },
  'the price of a block of places is at most 1000000 yuan': {
    zh_CN: '扩容价格最多 1000000 元',
    zh_TW: '擴容價格最多 1000000 元',
  },
  'fee rate not found': { zh_CN: '费率不存在', zh_TW: '費率不存在' },
  'code is required': { zh_CN: '请选择费率', zh_TW: '請選擇費率' },
  'a percent rate is at most 100%': { zh_CN: '百分比费率最多 100%', zh_TW: '百分比費率最多 100%' },
  'the rate must be a whole number, 0 or more': {
    zh_CN: '费率须为 0 或以上的整数',
    zh_TW: '費率須為 0 或以上的整數',
  },
  'the rate is too large': { zh_CN: '费率过大', zh_TW: '費率過大' },
  'the minimum fee must be a whole number of cents, 0 or more': {
    zh_CN: '最低收费须为 0 或以上的金额（精确到分）',
    zh_TW: '最低收費須為 0 或以上的金額（精確到分）',
  },
  'the minimum fee is at most 1000000 yuan': {
    zh_CN: '最低收费最多 1000000 元',
    zh_TW: '最低收費最多 1000000 元',
  },
  'the description is at most 200 characters': { zh_CN: '说明最多 200 个字符', zh_TW: '說明最多 200 個字元' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    cost: typeof costMessages;
  }
}
