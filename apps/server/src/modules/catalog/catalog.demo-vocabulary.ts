import type { LocalizedText } from '@portal/domain';

/** The words the demo catalogue is built from: real drugs, clones and targets, so pages read like a real store. */

export type Antibody = { clone: string; target: string; alias: string; gene: string; isotype: string; host: string; control: string };

/** Therapeutic antibodies offered as research-grade biosimilars, with their names in the four languages. */
export type Drug = { inn: string; zh: string; ja: string; target: string; gene: string; isotype: string };

export const DRUGS: readonly Drug[] = [
  { inn: 'Pembrolizumab', zh: '帕博利珠单抗', ja: 'ペムブロリズマブ', target: 'PD-1', gene: 'PDCD1', isotype: 'Human IgG4, κ' },
  { inn: 'Nivolumab', zh: '纳武利尤单抗', ja: 'ニボルマブ', target: 'PD-1', gene: 'PDCD1', isotype: 'Human IgG4, κ' },
  { inn: 'Atezolizumab', zh: '阿替利珠单抗', ja: 'アテゾリズマブ', target: 'PD-L1', gene: 'CD274', isotype: 'Human IgG1, κ' },
  { inn: 'Durvalumab', zh: '度伐利尤单抗', ja: 'デュルバルマブ', target: 'PD-L1', gene: 'CD274', isotype: 'Human IgG1, κ' },
  { inn: 'Avelumab', zh: '阿维鲁单抗', ja: 'アベルマブ', target: 'PD-L1', gene: 'CD274', isotype: 'Human IgG1, λ' },
  { inn: 'Ipilimumab', zh: '伊匹木单抗', ja: 'イピリムマブ', target: 'CTLA-4', gene: 'CTLA4', isotype: 'Human IgG1, κ' },
  { inn: 'Tremelimumab', zh: '替西木单抗', ja: 'トレメリムマブ', target: 'CTLA-4', gene: 'CTLA4', isotype: 'Human IgG2, κ' },
  { inn: 'Trastuzumab', zh: '曲妥珠单抗', ja: 'トラスツズマブ', target: 'HER2', gene: 'ERBB2', isotype: 'Human IgG1, κ' },
  { inn: 'Pertuzumab', zh: '帕妥珠单抗', ja: 'ペルツズマブ', target: 'HER2', gene: 'ERBB2', isotype: 'Human IgG1, κ' },
  { inn: 'Cetuximab', zh: '西妥昔单抗', ja: 'セツキシマブ', target: 'EGFR', gene: 'EGFR', isotype: 'Human IgG1, κ' },
  { inn: 'Panitumumab', zh: '帕尼单抗', ja: 'パニツムマブ', target: 'EGFR', gene: 'EGFR', isotype: 'Human IgG2, κ' },
  { inn: 'Bevacizumab', zh: '贝伐珠单抗', ja: 'ベバシズマブ', target: 'VEGF-A', gene: 'VEGFA', isotype: 'Human IgG1, κ' },
  { inn: 'Ramucirumab', zh: '雷莫西尤单抗', ja: 'ラムシルマブ', target: 'VEGFR2', gene: 'KDR', isotype: 'Human IgG1, κ' },
  { inn: 'Rituximab', zh: '利妥昔单抗', ja: 'リツキシマブ', target: 'CD20', gene: 'MS4A1', isotype: 'Human IgG1, κ' },
  { inn: 'Obinutuzumab', zh: '奥妥珠单抗', ja: 'オビヌツズマブ', target: 'CD20', gene: 'MS4A1', isotype: 'Human IgG1, κ' },
  { inn: 'Daratumumab', zh: '达雷妥尤单抗', ja: 'ダラツムマブ', target: 'CD38', gene: 'CD38', isotype: 'Human IgG1, κ' },
  { inn: 'Tocilizumab', zh: '托珠单抗', ja: 'トシリズマブ', target: 'IL-6R', gene: 'IL6R', isotype: 'Human IgG1, κ' },
  { inn: 'Adalimumab', zh: '阿达木单抗', ja: 'アダリムマブ', target: 'TNF-α', gene: 'TNF', isotype: 'Human IgG1, κ' },
  { inn: 'Infliximab', zh: '英夫利西单抗', ja: 'インフリキシマブ', target: 'TNF-α', gene: 'TNF', isotype: 'Human IgG1, κ' },
  { inn: 'Relatlimab', zh: '瑞拉利单抗', ja: 'レラトリマブ', target: 'LAG-3', gene: 'LAG3', isotype: 'Human IgG4, κ' },
  { inn: 'Magrolimab', zh: '莫洛利单抗', ja: 'マグロリマブ', target: 'CD47', gene: 'CD47', isotype: 'Human IgG4, κ' },
  { inn: 'Tiragolumab', zh: '替瑞利尤单抗', ja: 'チラゴルマブ', target: 'TIGIT', gene: 'TIGIT', isotype: 'Human IgG1, κ' },
  { inn: 'Sabatolimab', zh: '萨巴托利单抗', ja: 'サバトリマブ', target: 'TIM-3', gene: 'HAVCR2', isotype: 'Human IgG4, κ' },
  { inn: 'Urelumab', zh: '乌瑞鲁单抗', ja: 'ウレルマブ', target: '4-1BB', gene: 'TNFRSF9', isotype: 'Human IgG4, κ' },
  { inn: 'Dupilumab', zh: '度普利尤单抗', ja: 'デュピルマブ', target: 'IL-4Rα', gene: 'IL4R', isotype: 'Human IgG4, κ' },
  { inn: 'Denosumab', zh: '地舒单抗', ja: 'デノスマブ', target: 'RANKL', gene: 'TNFSF11', isotype: 'Human IgG2, κ' },
];

/** In vivo anti-mouse clones with the isotype control clone that matches each. */
export const MOUSE_ANTIBODIES: readonly Antibody[] = [
  { clone: 'RMP1-14', target: 'PD-1', alias: 'CD279', gene: 'Pdcd1', isotype: 'Rat IgG2a, κ', host: 'Rat', control: '2A3' },
  { clone: '29F.1A12', target: 'PD-1', alias: 'CD279', gene: 'Pdcd1', isotype: 'Rat IgG2a, κ', host: 'Rat', control: '2A3' },
  { clone: '10F.9G2', target: 'PD-L1', alias: 'B7-H1', gene: 'Cd274', isotype: 'Rat IgG2b, κ', host: 'Rat', control: 'LTF-2' },
  { clone: '9D9', target: 'CTLA-4', alias: 'CD152', gene: 'Ctla4', isotype: 'Mouse IgG2b', host: 'Mouse', control: 'MPC-11' },
  {
    clone: '9H10',
    target: 'CTLA-4',
    alias: 'CD152',
    gene: 'Ctla4',
    isotype: 'Syrian hamster IgG',
    host: 'Syrian hamster',
    control: 'Polyclonal Syrian hamster IgG',
  },
  {
    clone: '145-2C11',
    target: 'CD3ε',
    alias: 'CD3e',
    gene: 'Cd3e',
    isotype: 'Armenian hamster IgG',
    host: 'Armenian hamster',
    control: 'Polyclonal Armenian hamster IgG',
  },
  { clone: 'GK1.5', target: 'CD4', alias: 'L3T4', gene: 'Cd4', isotype: 'Rat IgG2b, κ', host: 'Rat', control: 'LTF-2' },
  { clone: '53-6.7', target: 'CD8a', alias: 'Ly-2', gene: 'Cd8a', isotype: 'Rat IgG2a, κ', host: 'Rat', control: '2A3' },
  { clone: '2.43', target: 'CD8a', alias: 'Ly-2', gene: 'Cd8a', isotype: 'Rat IgG2b, κ', host: 'Rat', control: 'LTF-2' },
  { clone: '1D3', target: 'CD19', alias: 'B4', gene: 'Cd19', isotype: 'Rat IgG2a, κ', host: 'Rat', control: '2A3' },
  { clone: 'FGK4.5', target: 'CD40', alias: 'TNFRSF5', gene: 'Cd40', isotype: 'Rat IgG2a, κ', host: 'Rat', control: '2A3' },
  { clone: '3/23', target: 'CD40', alias: 'TNFRSF5', gene: 'Cd40', isotype: 'Rat IgG2a, κ', host: 'Rat', control: '2A3' },
  { clone: '3H3', target: '4-1BB', alias: 'CD137', gene: 'Tnfrsf9', isotype: 'Rat IgG2a, κ', host: 'Rat', control: '2A3' },
  { clone: 'OX-86', target: 'OX40', alias: 'CD134', gene: 'Tnfrsf4', isotype: 'Rat IgG1, κ', host: 'Rat', control: 'HRPN' },
  { clone: 'C9B7W', target: 'LAG-3', alias: 'CD223', gene: 'Lag3', isotype: 'Rat IgG1, κ', host: 'Rat', control: 'HRPN' },
  { clone: 'RMT3-23', target: 'TIM-3', alias: 'HAVCR2', gene: 'Havcr2', isotype: 'Rat IgG2a, κ', host: 'Rat', control: '2A3' },
  { clone: '1G9', target: 'TIGIT', alias: 'VSTM3', gene: 'Tigit', isotype: 'Mouse IgG1, κ', host: 'Mouse', control: 'MOPC-21' },
  { clone: 'MIAP301', target: 'CD47', alias: 'IAP', gene: 'Cd47', isotype: 'Rat IgG2a, κ', host: 'Rat', control: '2A3' },
  { clone: 'PK136', target: 'NK1.1', alias: 'CD161b', gene: 'Klrb1c', isotype: 'Mouse IgG2a, κ', host: 'Mouse', control: 'C1.18.4' },
  { clone: '1A8', target: 'Ly6G', alias: 'Gr-1', gene: 'Ly6g', isotype: 'Rat IgG2a, κ', host: 'Rat', control: '2A3' },
  { clone: 'AFS98', target: 'CSF1R', alias: 'CD115', gene: 'Csf1r', isotype: 'Rat IgG2a, κ', host: 'Rat', control: '2A3' },
  { clone: 'XMG1.2', target: 'IFN-γ', alias: 'IFNG', gene: 'Ifng', isotype: 'Rat IgG1, κ', host: 'Rat', control: 'HRPN' },
  { clone: 'PC-61.5.3', target: 'CD25', alias: 'IL-2Rα', gene: 'Il2ra', isotype: 'Rat IgG1, λ', host: 'Rat', control: 'HRPN' },
  { clone: 'DTA-1', target: 'GITR', alias: 'CD357', gene: 'Tnfrsf18', isotype: 'Rat IgG2b, κ', host: 'Rat', control: 'LTF-2' },
  { clone: 'DC101', target: 'VEGFR2', alias: 'CD309', gene: 'Kdr', isotype: 'Rat IgG1, κ', host: 'Rat', control: 'HRPN' },
  { clone: 'XT3.11', target: 'TNF-α', alias: 'TNFSF2', gene: 'Tnf', isotype: 'Rat IgG1, κ', host: 'Rat', control: 'HRPN' },
  { clone: 'M1/70', target: 'CD11b', alias: 'Mac-1', gene: 'Itgam', isotype: 'Rat IgG2b, κ', host: 'Rat', control: 'LTF-2' },
  { clone: '15A7', target: 'IL-6R', alias: 'CD126', gene: 'Il6ra', isotype: 'Rat IgG1, κ', host: 'Rat', control: 'HRPN' },
  { clone: 'SA271G2', target: 'CD20', alias: 'MS4A1', gene: 'Ms4a1', isotype: 'Rat IgG2b, κ', host: 'Rat', control: 'LTF-2' },
  { clone: '7.4', target: 'HER2', alias: 'ErbB2', gene: 'Erbb2', isotype: 'Mouse IgG2a, κ', host: 'Mouse', control: 'C1.18.4' },
];

/** Isotype controls: the clone, what it binds (nothing in the mouse) and its isotype. */
export const CONTROLS: readonly { clone: string; isotype: string; host: string; specificity: string }[] = [
  { clone: '2A3', isotype: 'Rat IgG2a, κ', host: 'Rat', specificity: 'trinitrophenol' },
  { clone: 'LTF-2', isotype: 'Rat IgG2b, κ', host: 'Rat', specificity: 'keyhole limpet hemocyanin' },
  { clone: 'HRPN', isotype: 'Rat IgG1, κ', host: 'Rat', specificity: 'horseradish peroxidase' },
  { clone: 'MOPC-21', isotype: 'Mouse IgG1, κ', host: 'Mouse', specificity: 'unknown antigen' },
  { clone: 'C1.18.4', isotype: 'Mouse IgG2a, κ', host: 'Mouse', specificity: 'unknown antigen' },
  { clone: 'MPC-11', isotype: 'Mouse IgG2b, κ', host: 'Mouse', specificity: 'unknown antigen' },
  { clone: 'Polyclonal Armenian hamster IgG', isotype: 'Armenian hamster IgG', host: 'Armenian hamster', specificity: 'none' },
  { clone: 'Polyclonal Syrian hamster IgG', isotype: 'Syrian hamster IgG', host: 'Syrian hamster', specificity: 'none' },
  { clone: 'Human IgG1 isotype', isotype: 'Human IgG1, κ', host: 'CHO', specificity: 'none' },
  { clone: 'Human IgG4 isotype', isotype: 'Human IgG4, κ', host: 'CHO', specificity: 'none' },
  { clone: 'Human IgG2 isotype', isotype: 'Human IgG2, κ', host: 'CHO', specificity: 'none' },
];

export const BUFFERS: readonly { name: LocalizedText; spec: string }[] = [
  {
    name: {
      en: 'InVivoPure pH 7.0 Dilution Buffer',
      zh: 'InVivoPure pH 7.0 稀释缓冲液',
      es: 'Tampón de dilución InVivoPure pH 7,0',
      ja: 'InVivoPure pH 7.0 希釈バッファー',
    },
    spec: 'pH 7.0, endotoxin-free',
  },
  {
    name: {
      en: 'InVivoPure pH 6.5 Dilution Buffer',
      zh: 'InVivoPure pH 6.5 稀释缓冲液',
      es: 'Tampón de dilución InVivoPure pH 6,5',
      ja: 'InVivoPure pH 6.5 希釈バッファー',
    },
    spec: 'pH 6.5, endotoxin-free',
  },
  {
    name: {
      en: 'InVivoPure pH 7.2 Dilution Buffer',
      zh: 'InVivoPure pH 7.2 稀释缓冲液',
      es: 'Tampón de dilución InVivoPure pH 7,2',
      ja: 'InVivoPure pH 7.2 希釈バッファー',
    },
    spec: 'pH 7.2, endotoxin-free',
  },
  {
    name: {
      en: 'InVivoPure pH 8.0 Dilution Buffer',
      zh: 'InVivoPure pH 8.0 稀释缓冲液',
      es: 'Tampón de dilución InVivoPure pH 8,0',
      ja: 'InVivoPure pH 8.0 希釈バッファー',
    },
    spec: 'pH 8.0, endotoxin-free',
  },
];

export const REAGENTS: readonly LocalizedText[] = [
  { en: 'Endotoxin Removal Spin Columns', zh: '内毒素去除离心柱', es: 'Columnas de eliminación de endotoxinas', ja: 'エンドトキシン除去スピンカラム' },
  { en: 'Protein A Affinity Resin', zh: 'Protein A 亲和层析填料', es: 'Resina de afinidad de proteína A', ja: 'プロテインA アフィニティ樹脂' },
  { en: 'Antibody Concentration Kit', zh: '抗体浓缩试剂盒', es: 'Kit de concentración de anticuerpos', ja: '抗体濃縮キット' },
  { en: 'Sterile Filtration Units 0.22 µm', zh: '0.22 µm 无菌过滤器', es: 'Unidades de filtración estéril de 0,22 µm', ja: '0.22 µm 滅菌フィルターユニット' },
];

export type Bispecific = { inn: string; zh: string; ja: string; target: string; gene: string };

export const BISPECIFICS: readonly Bispecific[] = [
  { inn: 'Cadonilimab', zh: '卡度尼利单抗', ja: 'カドニリマブ', target: 'PD-1 × CTLA-4', gene: 'PDCD1' },
  { inn: 'Ivonescimab', zh: '依沃西单抗', ja: 'イボネシマブ', target: 'PD-1 × VEGF-A', gene: 'PDCD1' },
  { inn: 'Blinatumomab', zh: '贝林妥欧单抗', ja: 'ブリナツモマブ', target: 'CD19 × CD3', gene: 'CD19' },
  { inn: 'Teclistamab', zh: '特立妥单抗', ja: 'テクリスタマブ', target: 'BCMA × CD3', gene: 'TNFRSF17' },
  { inn: 'Glofitamab', zh: '格菲妥单抗', ja: 'グロフィタマブ', target: 'CD20 × CD3', gene: 'MS4A1' },
  { inn: 'Amivantamab', zh: '埃万妥单抗', ja: 'アミバンタマブ', target: 'EGFR × MET', gene: 'EGFR' },
  { inn: 'Aflibercept', zh: '阿柏西普', ja: 'アフリベルセプト', target: 'VEGF-A', gene: 'VEGFA' },
  { inn: 'Etanercept', zh: '依那西普', ja: 'エタネルセプト', target: 'TNF-α', gene: 'TNF' },
  { inn: 'Abatacept', zh: '阿巴西普', ja: 'アバタセプト', target: 'CD80/CD86', gene: 'CTLA4' },
];

export type Conjugate = { inn: string; zh: string; ja: string; target: string; gene: string; payload: string; linker: string; dar: string };

export const CONJUGATES: readonly Conjugate[] = [
  {
    inn: 'Trastuzumab deruxtecan',
    zh: '德曲妥珠单抗',
    ja: 'トラスツズマブ デルクステカン',
    target: 'HER2',
    gene: 'ERBB2',
    payload: 'DXd (topoisomerase I inhibitor)',
    linker: 'GGFG tetrapeptide, cleavable',
    dar: '≈ 8',
  },
  {
    inn: 'Trastuzumab emtansine',
    zh: '恩美曲妥珠单抗',
    ja: 'トラスツズマブ エムタンシン',
    target: 'HER2',
    gene: 'ERBB2',
    payload: 'DM1 (maytansinoid)',
    linker: 'SMCC, non-cleavable',
    dar: '≈ 3.5',
  },
  {
    inn: 'Enfortumab vedotin',
    zh: '维恩妥尤单抗',
    ja: 'エンホルツマブ ベドチン',
    target: 'Nectin-4',
    gene: 'NECTIN4',
    payload: 'MMAE',
    linker: 'mc-vc-PABC, cleavable',
    dar: '≈ 3.8',
  },
  {
    inn: 'Sacituzumab govitecan',
    zh: '戈沙妥珠单抗',
    ja: 'サシツズマブ ゴビテカン',
    target: 'TROP2',
    gene: 'TACSTD2',
    payload: 'SN-38',
    linker: 'CL2A, hydrolysable',
    dar: '≈ 7.6',
  },
  {
    inn: 'Brentuximab vedotin',
    zh: '维布妥昔单抗',
    ja: 'ブレンツキシマブ ベドチン',
    target: 'CD30',
    gene: 'TNFRSF8',
    payload: 'MMAE',
    linker: 'mc-vc-PABC, cleavable',
    dar: '≈ 4',
  },
  {
    inn: 'Polatuzumab vedotin',
    zh: '维泊妥珠单抗',
    ja: 'ポラツズマブ ベドチン',
    target: 'CD79b',
    gene: 'CD79B',
    payload: 'MMAE',
    linker: 'mc-vc-PABC, cleavable',
    dar: '≈ 3.5',
  },
  {
    inn: 'Mirvetuximab soravtansine',
    zh: '索米妥昔单抗',
    ja: 'ミルベツキシマブ ソラブタンシン',
    target: 'FRα',
    gene: 'FOLR1',
    payload: 'DM4 (maytansinoid)',
    linker: 'sulfo-SPDB, cleavable',
    dar: '≈ 3.4',
  },
  {
    inn: 'Datopotamab deruxtecan',
    zh: '达托泊单抗',
    ja: 'ダトポタマブ デルクステカン',
    target: 'TROP2',
    gene: 'TACSTD2',
    payload: 'DXd (topoisomerase I inhibitor)',
    linker: 'GGFG tetrapeptide, cleavable',
    dar: '≈ 4',
  },
];

export type Protein = { name: string; zh: string; gene: string; uniprot: string; kind: 'Cytokine' | 'Receptor' | 'Enzyme'; kDa: number };

export const PROTEINS: readonly Protein[] = [
  { name: 'IL-2', zh: '白细胞介素-2', gene: 'IL2', uniprot: 'P60568', kind: 'Cytokine', kDa: 15.5 },
  { name: 'IL-6', zh: '白细胞介素-6', gene: 'IL6', uniprot: 'P05231', kind: 'Cytokine', kDa: 20.9 },
  { name: 'IL-15', zh: '白细胞介素-15', gene: 'IL15', uniprot: 'P40933', kind: 'Cytokine', kDa: 12.9 },
  { name: 'IFN-γ', zh: 'γ干扰素', gene: 'IFNG', uniprot: 'P01579', kind: 'Cytokine', kDa: 16.9 },
  { name: 'TNF-α', zh: '肿瘤坏死因子-α', gene: 'TNF', uniprot: 'P01375', kind: 'Cytokine', kDa: 17.4 },
  { name: 'GM-CSF', zh: '粒细胞-巨噬细胞集落刺激因子', gene: 'CSF2', uniprot: 'P04141', kind: 'Cytokine', kDa: 14.5 },
  { name: 'IL-21', zh: '白细胞介素-21', gene: 'IL21', uniprot: 'Q9HBE4', kind: 'Cytokine', kDa: 15.4 },
  { name: 'TGF-β1', zh: '转化生长因子-β1', gene: 'TGFB1', uniprot: 'P01137', kind: 'Cytokine', kDa: 25.0 },
  { name: 'PD-1 Fc', zh: 'PD-1 Fc 融合蛋白', gene: 'PDCD1', uniprot: 'Q15116', kind: 'Receptor', kDa: 42.0 },
  { name: 'PD-L1 His', zh: 'PD-L1 His 标签蛋白', gene: 'CD274', uniprot: 'Q9NZQ7', kind: 'Receptor', kDa: 26.0 },
  { name: 'CTLA-4 Fc', zh: 'CTLA-4 Fc 融合蛋白', gene: 'CTLA4', uniprot: 'P16410', kind: 'Receptor', kDa: 40.0 },
  { name: 'HER2 ECD His', zh: 'HER2 胞外域 His 标签蛋白', gene: 'ERBB2', uniprot: 'P04626', kind: 'Receptor', kDa: 72.0 },
  { name: 'EGFR ECD His', zh: 'EGFR 胞外域 His 标签蛋白', gene: 'EGFR', uniprot: 'P00533', kind: 'Receptor', kDa: 69.0 },
  { name: '4-1BB Fc', zh: '4-1BB Fc 融合蛋白', gene: 'TNFRSF9', uniprot: 'Q07011', kind: 'Receptor', kDa: 44.0 },
  { name: 'LAG-3 Fc', zh: 'LAG-3 Fc 融合蛋白', gene: 'LAG3', uniprot: 'P18627', kind: 'Receptor', kDa: 74.0 },
  { name: 'TIGIT His', zh: 'TIGIT His 标签蛋白', gene: 'TIGIT', uniprot: 'Q495A1', kind: 'Receptor', kDa: 14.0 },
  { name: 'CD47 His', zh: 'CD47 His 标签蛋白', gene: 'CD47', uniprot: 'Q08722', kind: 'Receptor', kDa: 15.0 },
  { name: 'Sortase A', zh: '转肽酶 Sortase A', gene: 'srtA', uniprot: 'Q2FV99', kind: 'Enzyme', kDa: 17.8 },
  { name: 'TEV Protease', zh: 'TEV 蛋白酶', gene: 'NIa', uniprot: 'P04517', kind: 'Enzyme', kDa: 27.0 },
  { name: 'PNGase F', zh: '糖苷酶 PNGase F', gene: 'ngf', uniprot: 'P21163', kind: 'Enzyme', kDa: 36.0 },
  { name: 'IdeS Protease', zh: 'IdeS 蛋白酶', gene: 'ideS', uniprot: 'Q9F1R7', kind: 'Enzyme', kDa: 35.0 },
];

export type CellLine = {
  name: string;
  zh: string;
  kind: 'Reporter' | 'Overexpression' | 'Knockout';
  cellType: string;
  species: string;
  target: string;
  gene: string;
  medium: string;
};

export const CELL_LINES: readonly CellLine[] = [
  {
    name: 'PD-1/NFAT Reporter Jurkat',
    zh: 'PD-1/NFAT 报告基因 Jurkat 细胞',
    kind: 'Reporter',
    cellType: 'T lymphocyte',
    species: 'Human',
    target: 'PD-1',
    gene: 'PDCD1',
    medium: 'RPMI 1640 + 10% FBS + 1 µg/mL puromycin',
  },
  {
    name: 'CTLA-4 Blockade Reporter Jurkat',
    zh: 'CTLA-4 阻断报告基因 Jurkat 细胞',
    kind: 'Reporter',
    cellType: 'T lymphocyte',
    species: 'Human',
    target: 'CTLA-4',
    gene: 'CTLA4',
    medium: 'RPMI 1640 + 10% FBS + 200 µg/mL hygromycin B',
  },
  {
    name: '4-1BB/NF-κB Reporter HEK293',
    zh: '4-1BB/NF-κB 报告基因 HEK293 细胞',
    kind: 'Reporter',
    cellType: 'Embryonic kidney',
    species: 'Human',
    target: '4-1BB',
    gene: 'TNFRSF9',
    medium: 'DMEM + 10% FBS + 1 µg/mL puromycin',
  },
  {
    name: 'OX40/NF-κB Reporter Jurkat',
    zh: 'OX40/NF-κB 报告基因 Jurkat 细胞',
    kind: 'Reporter',
    cellType: 'T lymphocyte',
    species: 'Human',
    target: 'OX40',
    gene: 'TNFRSF4',
    medium: 'RPMI 1640 + 10% FBS + 1 µg/mL puromycin',
  },
  {
    name: 'CHO-K1/PD-L1',
    zh: 'CHO-K1/PD-L1 过表达细胞',
    kind: 'Overexpression',
    cellType: 'Ovary',
    species: 'Chinese hamster',
    target: 'PD-L1',
    gene: 'CD274',
    medium: 'F-12K + 10% FBS + 10 µg/mL blasticidin',
  },
  {
    name: 'HEK293/HER2',
    zh: 'HEK293/HER2 过表达细胞',
    kind: 'Overexpression',
    cellType: 'Embryonic kidney',
    species: 'Human',
    target: 'HER2',
    gene: 'ERBB2',
    medium: 'DMEM + 10% FBS + 2 µg/mL puromycin',
  },
  {
    name: 'CHO-K1/CD47',
    zh: 'CHO-K1/CD47 过表达细胞',
    kind: 'Overexpression',
    cellType: 'Ovary',
    species: 'Chinese hamster',
    target: 'CD47',
    gene: 'CD47',
    medium: 'F-12K + 10% FBS + 10 µg/mL blasticidin',
  },
  {
    name: 'MC38/hPD-L1',
    zh: 'MC38/人 PD-L1 过表达细胞',
    kind: 'Overexpression',
    cellType: 'Colon adenocarcinoma',
    species: 'Mouse',
    target: 'PD-L1',
    gene: 'CD274',
    medium: 'DMEM + 10% FBS + 4 µg/mL puromycin',
  },
  {
    name: 'B2M Knockout HEK293',
    zh: 'B2M 敲除 HEK293 细胞',
    kind: 'Knockout',
    cellType: 'Embryonic kidney',
    species: 'Human',
    target: 'B2M',
    gene: 'B2M',
    medium: 'DMEM + 10% FBS',
  },
  {
    name: 'PD-L1 Knockout MC38',
    zh: 'PD-L1 敲除 MC38 细胞',
    kind: 'Knockout',
    cellType: 'Colon adenocarcinoma',
    species: 'Mouse',
    target: 'PD-L1',
    gene: 'Cd274',
    medium: 'DMEM + 10% FBS',
  },
  {
    name: 'CD47 Knockout Raji',
    zh: 'CD47 敲除 Raji 细胞',
    kind: 'Knockout',
    cellType: 'B lymphoblast',
    species: 'Human',
    target: 'CD47',
    gene: 'CD47',
    medium: 'RPMI 1640 + 10% FBS',
  },
];

export const JOURNALS = [
  'Nature',
  'Cell',
  'Science',
  'Nature Immunology',
  'Cancer Cell',
  'J Exp Med',
  'J Immunol',
  'Cancer Res',
  'Clin Cancer Res',
  'Nat Commun',
  'J Immunother Cancer',
  'Immunity',
] as const;

export const STUDY_PHRASES = [
  'enhances anti-tumour immunity in syngeneic mouse models',
  'reverses T cell exhaustion in chronic viral infection',
  'synergises with radiotherapy to control established tumours',
  'reshapes the tumour microenvironment after checkpoint blockade',
  'depletes regulatory T cells and slows tumour growth',
  'reveals a role in autoimmune inflammation',
] as const;
