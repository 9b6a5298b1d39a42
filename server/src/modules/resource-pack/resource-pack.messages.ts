import type { Translation } from '#server/platform/i18n/messages.ts';

/** The resource packs' messages (modules/resource-pack; contracts/src/resource-pack.ts). */
export const resourcePackMessages = {
  'kind must be sms or redpacket': {
    zh_CN: 'kind 必须是 sms 或 redpacket',
    zh_TW: 'kind 必須是 sms 或 redpacket',
  },
  'the pack name is required': { zh_CN: '请填写资源包名称', zh_TW: '請填寫資源包名稱' },
  'the pack name is at most 40 characters': {
    zh_CN: '资源包名称最多 40 个字',
    zh_TW: '資源包名稱最多 40 個字',
  },
  'the quantity must be a whole number from 1 to 10000000': {
    zh_CN: '数量须为 1 到 10000000 的整数',
    zh_TW: '數量須為 1 到 10000000 的整數',
  },
  'the price must be from 0.01 to 100000.00 yuan': {
    zh_CN: '价格须在 0.01 到 100000.00 元之间',
    zh_TW: '價格須在 0.01 到 100000.00 元之間',
  },
  'pack_id must be a resource pack id': {
    zh_CN: 'pack_id 必须是资源包 ID',
    zh_TW: 'pack_id 必須是資源包 ID',
  },
  'price is required': { zh_CN: '请提供价格', zh_TW: '請提供價格' },
  'resource pack not found': { zh_CN: '资源包不存在', zh_TW: '資源包不存在' },
  'this pack has been ordered: take it off sale instead': {
    zh_CN: '该资源包已有订单，不能删除，请改为下架',
    zh_TW: '該資源包已有訂單，不能刪除，請改為下架',
  },
  'resource pack created': { zh_CN: '资源包已添加', zh_TW: '資源包已新增' },
  'resource pack saved': { zh_CN: '资源包已保存', zh_TW: '資源包已儲存' },
  'resource pack deleted': { zh_CN: '资源包已删除', zh_TW: '資源包已刪除' },
  'bought the pack {name}': { zh_CN: '购买资源包 {name}', zh_TW: '購買資源包 {name}' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    resourcePack: typeof resourcePackMessages;
  }
}
