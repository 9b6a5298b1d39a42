import type { Translation } from '#server/platform/i18n/messages.ts';

/** The invoice module's messages (modules/invoice; contracts/src/invoice.ts). */
export const invoiceMessages = {
  'the keyword is at most 64 characters': { zh_CN: '关键词最多 64 个字符', zh_TW: '關鍵詞最多 64 個字元' },
  'source must be generate or upload': {
    zh_CN: '开票方式只能是生成（generate）或上传（upload）',
    zh_TW: '開票方式只能是生成（generate）或上傳（upload）',
  },
  'please upload the invoice PDF': { zh_CN: '请上传发票 PDF', zh_TW: '請上傳發票 PDF' },
  'the invoice must be a PDF file uploaded here': {
    zh_CN: '发票必须是在此上传的 PDF 文件',
    zh_TW: '發票必須是在此上傳的 PDF 檔案',
  },
  'invoice not found': { zh_CN: '发票不存在', zh_TW: '發票不存在' },
  'this invoice has already been issued': {
    zh_CN: '该发票已开具，不能重复处理',
    zh_TW: '該發票已開具，不能重複處理',
  },
  'this invoice request has already been rejected': {
    zh_CN: '该发票申请已驳回，不能重复处理',
    zh_TW: '該發票申請已駁回，不能重複處理',
  },
  'the invoice PDF cannot be generated: the font INVOICE_FONT names is missing; upload the PDF instead': {
    zh_CN: '无法生成发票 PDF：找不到 INVOICE_FONT 指定的字体，请改为上传 PDF',
    zh_TW: '無法生成發票 PDF：找不到 INVOICE_FONT 指定的字型，請改為上傳 PDF',
  },
  'the invoice is issued': { zh_CN: '发票已开具', zh_TW: '發票已開具' },
  'the invoice request is rejected': { zh_CN: '发票申请已驳回', zh_TW: '發票申請已駁回' },
  'Your invoice has been issued': { zh_CN: '您的发票已开具', zh_TW: '您的發票已開具' },
  'The invoice {invoice_no} of order {order_no} has been issued; download it on the order page.': {
    zh_CN: '订单 {order_no} 的发票 {invoice_no} 已开具，请在订单页下载。',
    zh_TW: '訂單 {order_no} 的發票 {invoice_no} 已開具，請在訂單頁下載。',
  },
  'Your invoice request was rejected': { zh_CN: '您的发票申请被驳回', zh_TW: '您的發票申請被駁回' },
  'The invoice request of order {order_no} was rejected: {reason}': {
    zh_CN: '订单 {order_no} 的发票申请被驳回：{reason}',
    zh_TW: '訂單 {order_no} 的發票申請被駁回：{reason}',
  },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    invoice: typeof invoiceMessages;
  }
}
