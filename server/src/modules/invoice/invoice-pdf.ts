import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { yuan } from '#server/platform/money.ts';

/** What a generated invoice shows (docs/decisions.md "i15-inv: generated invoice PDFs"). */
export interface InvoiceSheet {
  invoiceNo: string;
  issuedAt: Date;
  /** the seller: the agent the customer bought from (the platform's own team for its direct customers) */
  seller: string;
  buyerTitle: string;
  buyerTaxNumber: string;
  orderNo: string;
  item: string;
  /** integer cents */
  amount: number;
}

export interface InvoiceFont {
  path: string;
  family: string;
}

/** The Noto CJK collection Debian's fonts-noto-cjk installs (the machine's and CI's), Simplified Chinese face. */
export const DEFAULT_INVOICE_FONT: InvoiceFont = {
  path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  family: 'NotoSansCJKsc-Regular',
};

/** Whether the configured font is there: without it a generated PDF could not show Chinese, so none is made. */
export const fontAvailable = (font: InvoiceFont) => existsSync(font.path);

/**
 * The calendar day of an invoice, in China's time (the invoices are Chinese: yuan, tax numbers), so one
 * issued at 00:30 in Beijing carries that day, not the UTC one before it.
 */
export const invoiceDay = (value: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(value);

/**
 * Writes the invoice as an A5 landscape PDF in the given font (pdfkit embeds only the glyphs used, so the
 * file stays small however large the CJK collection is). Labels are Chinese with English beside them.
 */
export function renderInvoicePdf(sheet: InvoiceSheet, font: InvoiceFont): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A5',
      layout: 'landscape',
      margin: 36,
      info: { Title: `Invoice ${sheet.invoiceNo}`, Author: sheet.seller, Subject: sheet.orderNo },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      doc.font(font.path, font.family);
      const width = doc.page.width - 72;
      doc.fontSize(20).text('电子发票 Invoice', { align: 'center', width });
      doc.moveDown(0.3);
      doc
        .fontSize(10)
        .fillColor('#555555')
        .text(`发票号码 No. ${sheet.invoiceNo}    开票日期 Date ${invoiceDay(sheet.issuedAt)}`, {
          align: 'center',
          width,
        });
      doc.moveDown(1);
      const rows: [string, string][] = [
        ['销售方 Seller', sheet.seller],
        ['购买方 Buyer', sheet.buyerTitle],
        ['纳税人识别号 Tax number', sheet.buyerTaxNumber || '—'],
        ['订单号 Order number', sheet.orderNo],
        ['项目 Item', sheet.item],
        ['金额 Amount', `¥ ${yuan(sheet.amount)}`],
      ];
      const left = 36;
      const labelWidth = 170;
      doc.fillColor('#000000').fontSize(12);
      for (const [label, value] of rows) {
        const top = doc.y;
        doc.fillColor('#555555').text(label, left, top, { width: labelWidth });
        doc.fillColor('#000000').text(value, left + labelWidth, top, { width: width - labelWidth });
        doc.moveDown(0.6);
        doc
          .moveTo(left, doc.y)
          .lineTo(left + width, doc.y)
          .strokeColor('#dddddd')
          .stroke();
        doc.moveDown(0.4);
      }
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
