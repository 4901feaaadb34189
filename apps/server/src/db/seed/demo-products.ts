import type { LocalizedText, ProductLine } from '@portal/domain';

export type DemoProduct = {
  catalogNo: string;
  line: ProductLine;
  categorySec: string;
  name: LocalizedText;
  target: string;
  clone: string;
  isotype: string;
  reactivity: string;
  host: string;
  priceFrom: number | null;
};

/** A few well-known research antibodies so a fresh portal shows a believable catalogue. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    catalogNo: 'AB-V6-0001', line: 'biosimilar', categorySec: 'V6', target: 'PD-1', clone: 'Pembrolizumab', isotype: 'Human IgG4', reactivity: 'Human', host: 'CHO', priceFrom: 29000,
    name: { zh: '帕博利珠单抗生物类似药（抗人 PD-1）', en: 'Pembrolizumab Biosimilar (Anti-Human PD-1)', es: 'Biosimilar de pembrolizumab (anti-PD-1 humano)', ja: 'ペムブロリズマブ バイオシミラー（抗ヒト PD-1）' },
  },
  {
    catalogNo: 'AB-V6-0002', line: 'biosimilar', categorySec: 'V6', target: 'PD-1', clone: 'Nivolumab', isotype: 'Human IgG4', reactivity: 'Human', host: 'CHO', priceFrom: 29000,
    name: { zh: '纳武利尤单抗生物类似药（抗人 PD-1）', en: 'Nivolumab Biosimilar (Anti-Human PD-1)', es: 'Biosimilar de nivolumab (anti-PD-1 humano)', ja: 'ニボルマブ バイオシミラー（抗ヒト PD-1）' },
  },
  {
    catalogNo: 'AB-V9-0003', line: 'biosimilar', categorySec: 'V9', target: 'HER2', clone: 'Trastuzumab', isotype: 'Human IgG1', reactivity: 'Human', host: 'CHO', priceFrom: 31000,
    name: { zh: '曲妥珠单抗生物类似药（抗人 HER2）', en: 'Trastuzumab Biosimilar (Anti-Human HER2)', es: 'Biosimilar de trastuzumab (anti-HER2 humano)', ja: 'トラスツズマブ バイオシミラー（抗ヒト HER2）' },
  },
  {
    catalogNo: 'AB-V9-0004', line: 'biosimilar', categorySec: 'V9', target: 'VEGF-A', clone: 'Bevacizumab', isotype: 'Human IgG1', reactivity: 'Human', host: 'CHO', priceFrom: 27000,
    name: { zh: '贝伐珠单抗生物类似药（抗人 VEGF-A）', en: 'Bevacizumab Biosimilar (Anti-Human VEGF-A)', es: 'Biosimilar de bevacizumab (anti-VEGF-A humano)', ja: 'ベバシズマブ バイオシミラー（抗ヒト VEGF-A）' },
  },
  {
    catalogNo: 'AB-M3-0101', line: 'anti-mouse', categorySec: 'V3', target: 'PD-1 (CD279)', clone: 'RMP1-14', isotype: 'Rat IgG2a, κ', reactivity: 'Mouse', host: 'Rat', priceFrom: 19500,
    name: { zh: '抗小鼠 PD-1 (CD279) 体内抗体', en: 'InVivo Anti-Mouse PD-1 (CD279)', es: 'Anti-PD-1 de ratón (CD279) in vivo', ja: 'インビボ 抗マウス PD-1 (CD279)' },
  },
  {
    catalogNo: 'AB-M3-0102', line: 'anti-mouse', categorySec: 'V3', target: 'CD3ε', clone: '145-2C11', isotype: 'Armenian Hamster IgG', reactivity: 'Mouse', host: 'Armenian Hamster', priceFrom: 18500,
    name: { zh: '抗小鼠 CD3ε 体内抗体', en: 'InVivo Anti-Mouse CD3ε', es: 'Anti-CD3ε de ratón in vivo', ja: 'インビボ 抗マウス CD3ε' },
  },
  {
    catalogNo: 'AB-M6-0103', line: 'anti-mouse', categorySec: 'V6', target: 'CTLA-4 (CD152)', clone: '9D9', isotype: 'Mouse IgG2b', reactivity: 'Mouse', host: 'Mouse', priceFrom: 21000,
    name: { zh: '抗小鼠 CTLA-4 (CD152) 体内抗体', en: 'InVivo Anti-Mouse CTLA-4 (CD152)', es: 'Anti-CTLA-4 de ratón (CD152) in vivo', ja: 'インビボ 抗マウス CTLA-4 (CD152)' },
  },
  {
    catalogNo: 'AB-I3-0201', line: 'isotype-control', categorySec: 'V3', target: 'Trinitrophenol', clone: '2A3', isotype: 'Rat IgG2a, κ', reactivity: 'N/A', host: 'Rat', priceFrom: 12500,
    name: { zh: '大鼠 IgG2a 同型对照（抗三硝基苯酚）', en: 'InVivo Rat IgG2a Isotype Control, anti-trinitrophenol', es: 'Control de isotipo IgG2a de rata, anti-trinitrofenol', ja: 'ラット IgG2a アイソタイプコントロール（抗トリニトロフェノール）' },
  },
  {
    catalogNo: 'AB-I6-0202', line: 'isotype-control', categorySec: 'V6', target: 'Unknown', clone: 'MPC-11', isotype: 'Mouse IgG2b, κ', reactivity: 'N/A', host: 'Mouse', priceFrom: 12500,
    name: { zh: '小鼠 IgG2b 同型对照', en: 'InVivo Mouse IgG2b Isotype Control', es: 'Control de isotipo IgG2b de ratón', ja: 'マウス IgG2b アイソタイプコントロール' },
  },
  {
    catalogNo: 'AB-F0-0301', line: 'fusion', categorySec: 'Bispecific-Special', target: 'PD-1 × CTLA-4', clone: 'Cadonilimab', isotype: 'Human IgG1', reactivity: 'Human', host: 'CHO', priceFrom: null,
    name: { zh: '卡度尼利单抗生物类似药（PD-1 × CTLA-4 双特异性）', en: 'Cadonilimab Biosimilar (PD-1 × CTLA-4 Bispecific)', es: 'Biosimilar de cadonilimab (biespecífico PD-1 × CTLA-4)', ja: 'カドニリマブ バイオシミラー（PD-1 × CTLA-4 二重特異性）' },
  },
  {
    catalogNo: 'AB-A0-0401', line: 'adc', categorySec: 'ADC-Biosimilar', target: 'HER2', clone: 'Trastuzumab deruxtecan', isotype: 'Human IgG1', reactivity: 'Human', host: 'CHO', priceFrom: 68000,
    name: { zh: '德曲妥珠单抗生物类似药（抗体偶联药物）', en: 'Trastuzumab Deruxtecan Biosimilar (ADC)', es: 'Biosimilar de trastuzumab deruxtecán (ADC)', ja: 'トラスツズマブ デルクステカン バイオシミラー（ADC）' },
  },
  {
    catalogNo: 'AB-R0-0501', line: 'related', categorySec: '', target: '', clone: '', isotype: '', reactivity: '', host: '', priceFrom: 4500,
    name: { zh: 'InVivoPure pH 7.0 稀释缓冲液', en: 'InVivoPure pH 7.0 Dilution Buffer', es: 'Tampón de dilución InVivoPure pH 7,0', ja: 'InVivoPure pH 7.0 希釈バッファー' },
  },
];
