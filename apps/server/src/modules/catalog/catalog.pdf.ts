import { PRODUCT_SPEC_KEYS, type ProductSpecKey } from '@portal/domain';
import { loadPdfKit } from '../../pdf/pdfkit.js';
import type { productDocuments, products } from './catalog.table.js';

type DocumentRow = typeof productDocuments.$inferSelect;
type ProductRow = typeof products.$inferSelect;

const SPEC_LABELS: Record<ProductSpecKey, string> = {
  clone: 'Clone',
  isotype: 'Isotype',
  reactivity: 'Reactivity',
  host: 'Host',
  immunogen: 'Immunogen',
  applications: 'Applications',
  geneSymbol: 'Gene symbol',
  uniprot: 'UniProt',
  expressionSystem: 'Expression system',
  tag: 'Tag',
  activity: 'Activity',
  cellType: 'Cell type',
  species: 'Species',
  growthMedium: 'Growth medium',
  payload: 'Payload',
  linker: 'Linker',
  dar: 'DAR',
  formulation: 'Formulation',
  endotoxin: 'Endotoxin',
  purity: 'Purity',
  purification: 'Purification',
  sterility: 'Sterility',
  mycoplasma: 'Mycoplasma',
  molecularWeight: 'Molecular weight',
  storage: 'Storage',
  shipping: 'Shipping',
  rrid: 'RRID',
};

const KIND_TITLES = { datasheet: 'Product Datasheet', coa: 'Certificate of Analysis', manual: 'Manual', sds: 'Safety Data Sheet' } as const;

/** Helvetica's WinAnsi encoding lacks some characters of product data (Greek letters, ≈, µ is fine); spell them out. */
function latin(text: string): string {
  return text
    .replace(/α/g, 'alpha')
    .replace(/β/g, 'beta')
    .replace(/γ/g, 'gamma')
    .replace(/κ/g, 'kappa')
    .replace(/λ/g, 'lambda')
    .replace(/ε/g, 'epsilon')
    .replace(/≈/g, '~')
    .replace(/×/g, 'x')
    .replace(/–/g, '-')
    .replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');
}

function table(pdf: PDFKit.PDFDocument, rows: [string, string][]): void {
  const left = 50;
  const labelWidth = 150;
  const valueWidth = 345;
  for (const [label, value] of rows) {
    const height = Math.max(pdf.heightOfString(latin(value), { width: valueWidth }), 14) + 6;
    if (pdf.y + height > pdf.page.height - 70) pdf.addPage();
    const top = pdf.y;
    pdf.rect(left, top, labelWidth + valueWidth + 10, height).fillAndStroke('#f4f6f8', '#d9dee3');
    pdf
      .fillColor('#333')
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(latin(label), left + 5, top + 4, { width: labelWidth - 10 });
    pdf.font('Helvetica').text(latin(value), left + labelWidth, top + 4, { width: valueWidth });
    pdf.y = top + height;
  }
  pdf.x = left;
}

/** A datasheet or a lot's certificate of analysis, drawn from the records in English with the built-in Helvetica. */
export async function documentPdf(document: DocumentRow, product: ProductRow | null, brand: string): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${KIND_TITLES[document.kind]} ${product?.catalogNo ?? ''}`.trim(), Author: brand } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);

    pdf.rect(0, 0, pdf.page.width, 70).fill('#0b4f8a');
    pdf.fillColor('#fff').font('Helvetica-Bold').fontSize(20).text(latin(brand), 50, 24);
    pdf
      .font('Helvetica')
      .fontSize(10)
      .text(KIND_TITLES[document.kind], 50, 30, { align: 'right', width: pdf.page.width - 100 });
    pdf.fillColor('#111').moveDown(3);
    pdf.x = 50;
    pdf.y = 100;
    pdf
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(latin(product?.name.en ?? document.title.en));
    pdf.moveDown(0.3);
    const identity: string[] = [];
    if (product) identity.push(`Catalogue No. ${product.catalogNo}`);
    if (document.lotNo) identity.push(`Lot ${document.lotNo}`);
    pdf.font('Helvetica').fontSize(11).fillColor('#555').text(identity.join('    '));
    pdf.moveDown();
    if (product?.description?.en) {
      pdf.fillColor('#111').fontSize(10).text(latin(product.description.en), { width: 495 });
      pdf.moveDown();
    }
    if (product) {
      pdf.fillColor('#0b4f8a').font('Helvetica-Bold').fontSize(12).text('Specifications');
      pdf.moveDown(0.4);
      table(
        pdf,
        PRODUCT_SPEC_KEYS.filter((key) => product.specs[key]).map((key) => [SPEC_LABELS[key], product.specs[key] as string]),
      );
      pdf.moveDown();
    }
    const values = Object.entries(document.data);
    if (values.length > 0) {
      pdf
        .fillColor('#0b4f8a')
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(document.kind === 'coa' ? `Test results, lot ${document.lotNo}` : 'Notes');
      pdf.moveDown(0.4);
      table(
        pdf,
        values.map(([name, value]) => [name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase()), value]),
      );
      pdf.moveDown();
    }
    if (document.kind === 'coa') {
      pdf.fillColor('#111').font('Helvetica').fontSize(10).text('This lot meets the release specifications above. Approved by Quality Control.');
      pdf.moveDown();
    }
    pdf
      .fillColor('#777')
      .fontSize(8)
      .text('For research use only. Not for use in diagnostic or therapeutic procedures.', 50, pdf.page.height - 60, { width: 495, align: 'center' });
    pdf.end();
  });
}

/** A file name for the download: datasheet-BS00012.pdf, coa-BS00012-2403017.pdf. */
export function documentFileName(document: DocumentRow, product: ProductRow | null): string {
  return (
    [document.kind, product?.catalogNo, document.lotNo]
      .filter(Boolean)
      .join('-')
      .replace(/[^A-Za-z0-9._-]/g, '_') + '.pdf'
  );
}
