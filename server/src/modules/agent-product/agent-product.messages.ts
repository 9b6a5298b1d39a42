import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The agent product page's messages (modules/agent-product; contracts/src/agent-product.ts), registered in
 * server/src/messages.ts. 'product does not exist' is order's; 'enabled must be true or false' organization's.
 */
export const agentProductMessages = {
  'kind must be vip, software or copyright': {
    zh_CN: '产品类型须为 vip、software 或 copyright',
    zh_TW: '產品類型須為 vip、software 或 copyright',
  },
  'id must be a product id': { zh_CN: 'id 须为产品编号', zh_TW: 'id 須為產品編號' },
  'the retail price must be a whole number of cents, 0 or more': {
    zh_CN: '零售价须为不小于 0 的整数（分）',
    zh_TW: '零售價須為不小於 0 的整數（分）',
  },
  'set the retail price or switch the product on or off': {
    zh_CN: '请设置零售价或开关产品',
    zh_TW: '請設定零售價或開關產品',
  },
  'the retail price may not be below the wholesale price': {
    zh_CN: '零售价不能低于批发价',
    zh_TW: '零售價不能低於批發價',
  },
  'retail price saved': { zh_CN: '零售价已保存', zh_TW: '零售價已儲存' },
  'product switched on for the site': { zh_CN: '产品已在站点上架', zh_TW: '產品已在站點上架' },
  'product switched off for the site': { zh_CN: '产品已从站点下架', zh_TW: '產品已從站點下架' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    agentProduct: typeof agentProductMessages;
  }
}
