import { type Language, type SupplierDetails, formatPrice, orderTotals, serviceRowText, translate } from '@portal/domain';
import { loadPdfKit } from '../../pdf/pdfkit.js';
import { drawable, pdfFonts } from '../../pdf/pdf-fonts.js';
import type { InvoiceRow, OrderLineRow, OrderRow } from './orders.repository.js';
import { dayOf, departmentOf } from './orders.view.js';

type Label = Parameters<typeof translate<'orders'>>[2];
/** Whose documents these are: the brand on the band and the supplier's legal details. */
export type Letterhead = { brand: string; supplier: SupplierDetails };
export type OrderPdfInput = { kind: 'quote' | 'invoice'; order: OrderRow; lines: readonly OrderLineRow[]; invoice: InvoiceRow | null; letterhead: Letterhead };

const LEFT = 50;
const WIDTH = 495;
const LABEL_WIDTH = 120;
const DAY_MS = 86_400_000;

function lineLabel(order: OrderRow, line: OrderLineRow): string {
  if (line.service && order.service) return serviceRowText(order.service, line.service, order.language);
  if (line.product) return [line.product.catalog, line.product.projectName].filter(Boolean).join(' · ');
  if (line.vector) {
    const { catalog, projectName, prep, verification } = line.vector;
    const t = (key: Label) => translate(order.language, 'orders', key);
    return [catalog, projectName, t(`vectorPrep_${prep}`), t(`vectorVerification_${verification}`)].join(' · ');
  }
  return line.sequence ? `${line.sequence.proteinName} (${line.sequence.scale} ${line.sequence.unit})` : '';
}

/** The payment terms in words, and on an invoice the day payment is due; nothing when the supplier set no terms. */
function paymentTerms(supplier: SupplierDetails, invoice: InvoiceRow | null, t: (key: Label, params?: Record<string, string | number>) => string) {
  const days = supplier.paymentTermsDays;
  if (days === null) return { terms: '', dueDate: '' };
  return {
    terms: days === 0 ? t('pdf_paymentOnReceipt') : t('pdf_paymentNet', { days }),
    dueDate: invoice ? dayOf(new Date(invoice.issuedAt.getTime() + days * DAY_MS)) : '',
  };
}

/**
 * A quotation or an invoice, in the order's language and currency, with the supplier's legal block, the payment terms
 * and the bank to pay into. The money is the domain's `orderTotals` of the priced lines (the computation the quote
 * stored), so the PDF, the screens and the e-mail agree; a zero discount is left off, and with a tax rate the total
 * says how much of it is tax.
 */
export async function orderPdf(input: OrderPdfInput): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const { order, lines, invoice } = input;
  const { brand, supplier } = input.letterhead;
  const fonts = pdfFonts();
  const language: Language = order.language;
  const t = (key: Label, params?: Record<string, string | number>) => translate(language, 'orders', key, params);
  const money = (minor: number | null) => (minor === null ? '—' : formatPrice(minor, order.currency, language));
  const text = (value: string) => drawable(value, fonts);
  const totals = orderTotals(lines, order.freightMinor ?? 0, order.discountMinor ?? 0, supplier.taxRatePercent);
  const { terms, dueDate } = paymentTerms(supplier, invoice, t);

  return new Promise((resolve, reject) => {
    const title = t(input.kind === 'quote' ? 'pdf_quoteTitle' : 'pdf_invoiceTitle');
    const pdf = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: `${title} ${order.orderNo}`, Author: supplier.legalName } });
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
    const roomFor = (height: number) => {
      if (pdf.y + height > pdf.page.height - LEFT) pdf.addPage();
    };
    /** Label and value side by side; rows without a value are left out. */
    // A purchase order's own references are named by the buyer's document, not by the portal's labels.
    const facts = (rows: [Label | { literal: string }, string][]) => {
      for (const [label, value] of rows.filter(([, value]) => value)) {
        roomFor(14);
        const top = pdf.y;
        pdf
          .font(bold)
          .fontSize(9)
          .fillColor('#555')
          .text(text(typeof label === 'object' ? label.literal : t(label)), LEFT, top, { width: LABEL_WIDTH });
        pdf
          .font(regular)
          .fillColor('#111')
          .text(text(value), LEFT + LABEL_WIDTH + 5, top, { width: WIDTH - LABEL_WIDTH - 5 });
        pdf.y = Math.max(pdf.y, top + 14) + 2;
      }
    };
    const heading = (label: Label) => {
      roomFor(40);
      pdf.moveDown(0.8);
      pdf
        .font(bold)
        .fontSize(10)
        .fillColor('#0b4f8a')
        .text(text(t(label)), LEFT, pdf.y, { width: WIDTH });
      pdf.fillColor('#111');
      pdf.moveDown(0.3);
    };

    pdf.rect(0, 0, pdf.page.width, 70).fill('#0b4f8a');
    pdf.fillColor('#fff').font(bold).fontSize(20).text(text(brand), LEFT, 22);
    pdf.font(regular).fontSize(12).text(text(title), LEFT, 28, { align: 'right', width: WIDTH });

    // The seller, as an invoice must name it: legal name, address, how to reach it, tax registration.
    pdf.fillColor('#111').font(bold).fontSize(10).text(text(supplier.legalName), LEFT, 85, { width: WIDTH });
    pdf.font(regular).fontSize(8.5).fillColor('#444');
    for (const line of [
      supplier.address,
      [supplier.phone, supplier.email].filter(Boolean).join(' · '),
      supplier.taxId ? t('pdf_supplierTaxId', { taxId: supplier.taxId }) : '',
    ]) {
      if (line) pdf.text(text(line), LEFT, pdf.y, { width: WIDTH });
    }
    pdf
      .moveTo(LEFT, pdf.y + 6)
      .lineTo(LEFT + WIDTH, pdf.y + 6)
      .strokeColor('#d9dee3')
      .stroke();
    pdf.fillColor('#111');
    pdf.y += 14;

    facts([
      ['pdf_orderNo', order.orderNo],
      ...(invoice
        ? ([
            ['pdf_invoiceNo', invoice.invoiceNo],
            ['pdf_invoiceTitleLabel', invoice.title],
            ['pdf_taxNumber', invoice.taxNumber],
          ] as [Label, string][])
        : []),
      ['pdf_date', dayOf(invoice?.issuedAt ?? order.quotedAt ?? order.createdAt)],
      ['pdf_customer', [order.customerName, order.contactName].filter(Boolean).join(' / ')],
      ['pdf_shipTo', order.shippingAddress],
      ['pdf_poNumber', order.poNumber],
      ...order.buyerReferences.map((reference): [{ literal: string }, string] => [{ literal: reference.name }, reference.value]),
      ['pdf_department', departmentOf(order)],
      ['pdf_costCentre', order.costCentre],
      ['pdf_paymentMethod', order.paymentMethod ? t(`payment_${order.paymentMethod}`) : ''],
      ...(input.kind === 'quote' ? ([['pdf_validUntil', order.quoteValidUntil ?? '']] as [Label, string][]) : []),
      ['pdf_dueDate', dueDate],
    ]);
    pdf.moveDown();

    const columns = [
      { label: t('pdf_line'), x: LEFT, width: 235, align: 'left' as const },
      { label: t('pdf_quantity'), x: LEFT + 240, width: 50, align: 'right' as const },
      { label: t('pdf_unitPrice'), x: LEFT + 295, width: 95, align: 'right' as const },
      { label: t('pdf_amount'), x: LEFT + 395, width: 100, align: 'right' as const },
    ];
    const row = (cells: string[], font: string) => {
      roomFor(70);
      const top = pdf.y;
      let bottom = top;
      cells.forEach((cell, index) => {
        const column = columns[index];
        if (!column) return;
        pdf.font(font).fontSize(9).text(text(cell), column.x, top, { width: column.width, align: column.align });
        bottom = Math.max(bottom, pdf.y);
      });
      pdf
        .moveTo(LEFT, bottom + 3)
        .lineTo(LEFT + WIDTH, bottom + 3)
        .strokeColor('#d9dee3')
        .stroke();
      pdf.y = bottom + 7;
    };
    row(
      columns.map((column) => column.label),
      bold,
    );
    for (const line of lines) {
      const amount = line.unitPriceMinor === null ? null : orderTotals([line]).linesMinor;
      row([[lineLabel(order, line), line.packLabel].filter(Boolean).join(', '), String(line.quantity), money(line.unitPriceMinor), money(amount)], regular);
    }
    pdf.moveDown(0.5);
    const sums: [string, number, string][] = [
      [t('pdf_lines'), totals.linesMinor, regular],
      [t('pdf_freight'), totals.freightMinor, regular],
      ...(totals.discountMinor > 0 ? ([[t('pdf_discount'), -totals.discountMinor, regular]] as [string, number, string][]) : []),
      [t('pdf_total'), totals.totalMinor, bold],
      ...(supplier.taxRatePercent > 0
        ? ([[t('pdf_taxIncluded', { rate: supplier.taxRatePercent }), totals.taxMinor, regular]] as [string, number, string][])
        : []),
    ];
    for (const [label, value, font] of sums) {
      roomFor(16);
      const top = pdf.y;
      pdf
        .font(font)
        .fontSize(font === bold ? 11 : 9)
        .text(text(label), LEFT + 245, top, { width: 145, align: 'right' });
      pdf.text(text(money(value)), LEFT + 395, top, { width: 100, align: 'right' });
      pdf.y = Math.max(pdf.y, top + 14) + 2;
    }

    if (terms) {
      heading('pdf_paymentTerms');
      pdf.font(regular).fontSize(9).text(text(terms), LEFT, pdf.y, { width: WIDTH });
    }
    if (supplier.bank.account) {
      heading('pdf_bankDetails');
      facts([
        ['pdf_bankName', supplier.bank.name],
        ['pdf_bankAccountName', supplier.bank.accountName],
        ['pdf_bankAccount', supplier.bank.account],
        ['pdf_bankSwift', supplier.bank.swift],
      ]);
    }
    pdf.end();
  });
}

export function orderPdfFileName(kind: 'quote' | 'invoice', order: OrderRow, invoice: InvoiceRow | null): string {
  return `${kind === 'quote' ? 'Quote' : 'Invoice'}-${invoice?.invoiceNo ?? order.orderNo}.pdf`;
}
