import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The pbsign module's messages (sign-in devices; contracts/src/pbsign.ts), registered in server/src/messages.ts.
 * 'id is required' is the platform's; 'activity not found', 'name is required' and the phone's the activity
 * module's; the sort message organization's; the status message plugin's; the cover message template's;
 * 'too many sign-ins…' activity-screen's; 'activity_id must be an activity id' the transfer module's.
 */
export const pbsignMessages = {
  'device model not found': { zh_CN: '设备型号不存在', zh_TW: '設備型號不存在' },
  'device not found': { zh_CN: '设备不存在', zh_TW: '設備不存在' },
  'device model created': { zh_CN: '设备型号已创建', zh_TW: '設備型號已建立' },
  'device model saved': { zh_CN: '设备型号已保存', zh_TW: '設備型號已儲存' },
  'device model put on sale': { zh_CN: '设备型号已上架', zh_TW: '設備型號已上架' },
  'device model taken off sale': { zh_CN: '设备型号已下架', zh_TW: '設備型號已下架' },
  'device added': { zh_CN: '设备已添加', zh_TW: '設備已新增' },
  'device retired': { zh_CN: '设备已报废', zh_TW: '設備已報廢' },
  'the device name is required': { zh_CN: '请填写设备名称', zh_TW: '請填寫設備名稱' },
  'the device name is at most 60 characters': {
    zh_CN: '设备名称最多 60 个字符',
    zh_TW: '設備名稱最多 60 個字元',
  },
  'the device description is at most 1000 characters': {
    zh_CN: '设备介绍最多 1000 个字符',
    zh_TW: '設備介紹最多 1000 個字元',
  },
  'product_id is required': { zh_CN: '缺少设备型号', zh_TW: '缺少設備型號' },
  'the serial number is 4 to 32 letters, digits or dashes': {
    zh_CN: '序列号为 4 到 32 位字母、数字或短横线',
    zh_TW: '序號為 4 到 32 位字母、數字或短橫線',
  },
  'a device with this serial number already exists': {
    zh_CN: '该序列号的设备已存在',
    zh_TW: '該序號的設備已存在',
  },
  'this device is bound to an activity: it is retired once the binding is over or removed': {
    zh_CN: '该设备已绑定活动，需绑定结束或解除后才能报废',
    zh_TW: '該設備已綁定活動，需綁定結束或解除後才能報廢',
  },
  'choose an activity': { zh_CN: '请选择活动', zh_TW: '請選擇活動' },
  'a device can only be bound to an activity that is paid and not over': {
    zh_CN: '只能为已支付且未结束的活动绑定设备',
    zh_TW: '只能為已付款且未結束的活動綁定設備',
  },
  'no device with this serial number can be bound': {
    zh_CN: '没有可绑定的该序列号设备',
    zh_TW: '沒有可綁定的該序號設備',
  },
  'this device is bound to another activity at that time': {
    zh_CN: '该设备在此时间段已绑定其他活动',
    zh_TW: '該設備在此時段已綁定其他活動',
  },
  'this device is already bound to this activity': {
    zh_CN: '该设备已绑定此活动',
    zh_TW: '該設備已綁定此活動',
  },
  'device bound': { zh_CN: '设备已绑定', zh_TW: '設備已綁定' },
  'device unbound': { zh_CN: '设备已解绑', zh_TW: '設備已解綁' },
  'device binding not found': { zh_CN: '设备绑定不存在', zh_TW: '設備綁定不存在' },
  'device_id must be a device id': { zh_CN: '设备编号无效', zh_TW: '設備編號無效' },
  'wrong device serial number or key': { zh_CN: '设备序列号或密钥不正确', zh_TW: '設備序號或金鑰不正確' },
  'this device is not bound to an activity now': {
    zh_CN: '该设备当前未绑定活动',
    zh_TW: '該設備目前未綁定活動',
  },
  'this device model is off sale: put it on sale first': {
    zh_CN: '该设备型号已下架，请先上架',
    zh_TW: '該設備型號已下架，請先上架',
  },
  "an agent rents this model out below the new price: raise the agent's price first": {
    zh_CN: '有代理商的租用价低于新价格，请先提高该代理商的价格',
    zh_TW: '有代理商的租用價低於新價格，請先提高該代理商的價格',
  },
  'the price per day must be a whole number of cents, 0 or more': {
    zh_CN: '日租价须为 0 或以上的整数（分）',
    zh_TW: '日租價須為 0 或以上的整數（分）',
  },
  'device_id must be a device model id': { zh_CN: '缺少设备型号', zh_TW: '缺少設備型號' },
  'device model offered through the agent': { zh_CN: '已为代理商开通该设备', zh_TW: '已為代理商開通該設備' },
  'device model withdrawn from the agent': { zh_CN: '已为代理商关闭该设备', zh_TW: '已為代理商關閉該設備' },
  'this device rental was cancelled: bind the device again': {
    zh_CN: '该设备租用已取消，请重新绑定设备',
    zh_TW: '該設備租用已取消，請重新綁定設備',
  },
  'the rental period of this device is over': { zh_CN: '该设备的租期已结束', zh_TW: '該設備的租期已結束' },
  "a paid device rental is not unbound: ask the site's customer service to refund its order, which ends it": {
    zh_CN: '已支付的设备租用不能解绑：请联系站点客服退款，退款后绑定即结束',
    zh_TW: '已支付的設備租用不能解綁：請聯絡站點客服退款，退款後綁定即結束',
  },
  'this device rental has ended': { zh_CN: '该设备租用已结束', zh_TW: '該設備租用已結束' },
  'device rental ordered': { zh_CN: '已下单，请支付租金', zh_TW: '已下單，請支付租金' },
  'device rental cancelled': { zh_CN: '设备租用已取消', zh_TW: '設備租用已取消' },
  'A paid device rental needs a refund': {
    zh_CN: '设备租用已付款，需要退款',
    zh_TW: '設備租用已付款，需要退款',
  },
  'Order {order_no} ({title}) was paid {amount} after its device was no longer free for that time: refund it in full from the order list.':
    {
      zh_CN: '订单 {order_no}（{title}）付款 {amount} 时，该设备在这段时间已不可用：请在订单列表中全额退款。',
      zh_TW: '訂單 {order_no}（{title}）付款 {amount} 時，該設備在這段時間已不可用：請在訂單列表中全額退款。',
    },
  'Your device rental could not start': { zh_CN: '您的设备租用未能生效', zh_TW: '您的設備租用未能生效' },
  'Order {order_no} ({title}) was paid {amount}, but the device was no longer free for that time. The site will refund it in full.':
    {
      zh_CN: '订单 {order_no}（{title}）已付款 {amount}，但该设备在这段时间已不可用，站点将为您全额退款。',
      zh_TW: '訂單 {order_no}（{title}）已付款 {amount}，但該設備在這段時間已不可用，站點將為您全額退款。',
    },
  Activity: { zh_CN: '活动', zh_TW: '活動' },
  'Device serial number': { zh_CN: '设备序列号', zh_TW: '設備序號' },
  'Signed in at': { zh_CN: '签到时间', zh_TW: '簽到時間' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    pbsign: typeof pbsignMessages;
  }
}
