import { type Language, formatPrice, translate } from '@portal/domain';
import PDFDocument from 'pdfkit';
import { drawable, pdfFonts } from '../../pdf/pdf-fonts.js';
import type { InvoiceRow, OrderLineRow, OrderRow } from './orders.repository.js';

type Label = Parameters<typeof translate<'orders'>>[2];
export type OrderPdfInput = { kind: 'quote' | 'invoice'; order: OrderRow; lines: readonly OrderLineRow[]; invoice: InvoiceRow | null; brand: string };

const LEFT = 50;
const WIDTH = 495;

function lineLabel(line: OrderLineRow): string {
  if (line.product) return [line.product.catalog, line.product.projectName].filter(Boolean).join(' · ');
  return line.sequence ? `${line.sequence.proteinName} (${line.sequence.scale} ${line.sequence.unit})` : '';
}

/**
 * A quotation or an invoice, in the order's language and currency. The figures are the stored ones, which
 * the quote computed with the domain's `orderTotals`, so the PDF, the screens and the e-mail agree.
 */
export function orderPdf(input: OrderPdfInput): Promise<Buffer> {
  const { order, lines, invoice, brand } = input;
  const fonts = pdfFonts();
  const language: Language = order.language;
  const t = (key: Label) => translate(language, 'orders', key);
  const money = (minor: number | null) => (minor === null ? '—' : formatPrice(minor, order.currency, language));
  const text = (value: string) => drawable(value, fonts);

  return new Promise((resolve, reject) => {
    const title = t(input.kind === 'quote' ? 'pdf_quoteTitle' : 'pdf_invoiceTitle');
    const pdf = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: `${title} ${order.orderNo}`, Author: brand } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    if (fonts) {
      pdf.registerFont('body', fonts.regular.file, fonts.regular.face);
      pdf.registerFont('bold', fonts.bold.file, fonts.bold.face);
    }
    const regular = fonts ? 'body' : 'Helvetica';
    const bold = fonts ? 'bold' : 'Helvetica-Bold';

    pdf.rect(0, 0, pdf.page.width, 70).fill('#0b4f8a');
    pdf.fillColor('#fff').font(bold).fontSize(20).text(text(brand), LEFT, 22);
    pdf.font(regular).fontSize(12).text(text(title), LEFT, 28, { align: 'right', width: WIDTH });
    pdf.fillColor('#111');
    pdf.y = 95;

    const rows: [Label, string][] = [
      ['pdf_orderNo', order.orderNo],
      ...(invoice ? ([['pdf_invoiceNo', invoice.invoiceNo], ['pdf_invoiceTitleLabel', invoice.title], ['pdf_taxNumber', invoice.taxNumber]] as [Label, string][]) : []),
      ['pdf_date', (invoice?.issuedAt ?? order.quotedAt ?? order.createdAt).toISOString().slice(0, 10)],
      ['pdf_customer', [order.customerName, order.contactName].filter(Boolean).join(' / ')],
      ['pdf_shipTo', order.shippingAddress],
      ['pdf_poNumber', order.poNumber],
      ['pdf_paymentMethod', order.paymentMethod ? t(`payment_${order.paymentMethod}`) : ''],
      ...(input.kind === 'quote' ? ([['pdf_validUntil', order.quoteValidUntil ?? '']] as [Label, string][]) : []),
    ];
    for (const [label, value] of rows.filter(([, value]) => value)) {
      const top = pdf.y;
      pdf.font(bold).fontSize(9).fillColor('#555').text(text(t(label)), LEFT, top, { width: 120 });
      pdf.font(regular).fillColor('#111').text(text(value), LEFT + 125, top, { width: WIDTH - 125 });
      pdf.y = Math.max(pdf.y, top + 14) + 2;
    }
    pdf.moveDown();

    const columns = [
      { label: t('pdf_line'), x: LEFT, width: 235, align: 'left' as const },
      { label: t('pdf_quantity'), x: LEFT + 240, width: 50, align: 'right' as const },
      { label: t('pdf_unitPrice'), x: LEFT + 295, width: 95, align: 'right' as const },
      { label: t('pdf_amount'), x: LEFT + 395, width: 100, align: 'right' as const },
    ];
    const row = (cells: string[], font: string) => {
      if (pdf.y > pdf.page.height - 120) pdf.addPage();
      const top = pdf.y;
      let bottom = top;
      cells.forEach((cell, index) => {
        const column = columns[index];
        if (!column) return;
        pdf.font(font).fontSize(9).text(text(cell), column.x, top, { width: column.width, align: column.align });
        bottom = Math.max(bottom, pdf.y);
      });
      pdf.moveTo(LEFT, bottom + 3).lineTo(LEFT + WIDTH, bottom + 3).strokeColor('#d9dee3').stroke();
      pdf.y = bottom + 7;
    };
    row(columns.map((column) => column.label), bold);
    for (const line of lines) {
      const amount = line.unitPriceMinor === null ? null : line.unitPriceMinor * line.quantity;
      row([[lineLabel(line), line.packLabel].filter(Boolean).join(', '), String(line.quantity), money(line.unitPriceMinor), money(amount)], regular);
    }
    pdf.moveDown(0.5);
    const totals: [Label, number | null, string][] = [
      ['pdf_lines', order.linesMinor, regular],
      ['pdf_freight', order.freightMinor, regular],
      ['pdf_discount', order.discountMinor === null ? null : -order.discountMinor, regular],
      ['pdf_total', invoice?.amountMinor ?? order.totalMinor, bold],
    ];
    for (const [label, value, font] of totals) {
      const top = pdf.y;
      pdf.font(font).fontSize(font === bold ? 11 : 9).text(text(t(label)), LEFT + 295, top, { width: 95, align: 'right' });
      pdf.text(text(money(value)), LEFT + 395, top, { width: 100, align: 'right' });
      pdf.y = Math.max(pdf.y, top + 14) + 2;
    }
    pdf.end();
  });
}

export function orderPdfFileName(kind: 'quote' | 'invoice', order: OrderRow, invoice: InvoiceRow | null): string {
  return `${kind === 'quote' ? 'Quote' : 'Invoice'}-${invoice?.invoiceNo ?? order.orderNo}.pdf`;
}
