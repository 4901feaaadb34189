import type { LocalizedText, ProductLine } from '@portal/domain';
import type { CatalogueEntry } from './catalog.entry.js';
import { type Random, between, demoCitations, demoDocuments, demoPacks, pick, seededRandom } from './catalog.demo-commerce.js';
import { bufferNumber, catalogueNumber, controlNumber } from './catalog.demo-numbers.js';
import { BISPECIFICS, BUFFERS, CELL_LINES, CONJUGATES, CONTROLS, DRUGS, MOUSE_ANTIBODIES, PROTEINS, REAGENTS } from './catalog.demo-vocabulary.js';

/**
 * The demo catalogue as a pure function of an index: entry i is always the same product, so the seed, the
 * generator command and the tests agree, and any range can be produced in batches. The first entries are the
 * isotype controls and buffers that the antibodies point at.
 */

/** Line of each slot in a cycle of twenty products: mostly in vivo antibodies, as the store sells. */
const CYCLE: readonly ProductLine[] = [
  'anti-mouse',
  'biosimilar',
  'anti-mouse',
  'recombinant-protein',
  'anti-mouse',
  'biosimilar',
  'adc',
  'anti-mouse',
  'fusion',
  'biosimilar',
  'anti-mouse',
  'cell-line',
  'isotype-control',
  'anti-mouse',
  'biosimilar',
  'related',
  'recombinant-protein',
  'adc',
  'anti-mouse',
  'biosimilar',
];

const CORE = [...CONTROLS.map((_, index) => ({ kind: 'control' as const, index })), ...BUFFERS.map((_, index) => ({ kind: 'buffer' as const, index }))];

const FORMATS = ['InVivoPlus', 'InVivoMAb', 'Carrier-free', 'Lyophilized'] as const;
const SEED = 20_260_517;

type Slot = { line: ProductLine; ordinal: number };

function slotOf(index: number): Slot {
  const offset = index - CORE.length;
  const cycle = Math.floor(offset / CYCLE.length);
  const position = offset % CYCLE.length;
  const line = CYCLE[position] as ProductLine;
  const perCycle = CYCLE.filter((entry) => entry === line).length;
  const before = CYCLE.slice(0, position).filter((entry) => entry === line).length;
  return { line, ordinal: cycle * perCycle + before };
}

const IN_VIVO_SPECS = {
  formulation: 'PBS, pH 7.0, no preservative or carrier protein',
  purity: '> 95% by SDS-PAGE',
  purification: 'Protein A/G affinity',
  sterility: '0.2 µm filtered',
  storage: '2–8 °C for up to 6 months; do not freeze',
  shipping: 'Ice packs',
};

function endotoxin(format: string): string {
  return format === 'InVivoPlus' ? '< 1 EU/mg (LAL)' : '< 2 EU/mg (LAL)';
}

function rrid(random: Random): string {
  return `AB_${between(random, 1_000_000, 2_999_999)}`;
}

function antiMouse(random: Random, index: number, ordinal: number): CatalogueEntry {
  const antibody = MOUSE_ANTIBODIES[ordinal % MOUSE_ANTIBODIES.length] as (typeof MOUSE_ANTIBODIES)[number];
  const format = FORMATS[Math.floor(ordinal / MOUSE_ANTIBODIES.length) % FORMATS.length] as string;
  const applications = ['in vivo', 'in vitro', 'flow cytometry', ...(random() < 0.4 ? ['western blot'] : []), ...(random() < 0.3 ? ['IHC'] : [])];
  const label = `${antibody.target} (${antibody.alias})`;
  return {
    product: {
      catalogNo: catalogueNumber('anti-mouse', index),
      line: 'anti-mouse',
      categorySec: (['V3', 'V6', 'V9'] as const)[ordinal % 3] as string,
      name: {
        en: `${format} anti-mouse ${label} [${antibody.clone}]`,
        zh: `抗小鼠 ${label} 体内抗体 [${antibody.clone}]`,
        es: `Anti-${label} de ratón ${format} [${antibody.clone}]`,
        ja: `${format} 抗マウス ${label} 抗体 [${antibody.clone}]`,
      },
      description: {
        en: `The ${antibody.clone} monoclonal antibody binds mouse ${antibody.target}, also known as ${antibody.alias}. Formulated for in vivo blocking and depletion studies.`,
        zh: `${antibody.clone} 单克隆抗体识别小鼠 ${antibody.target}（又名 ${antibody.alias}），适用于体内阻断与清除实验。`,
        es: `El anticuerpo monoclonal ${antibody.clone} reconoce ${antibody.target} de ratón (${antibody.alias}). Formulado para estudios de bloqueo y depleción in vivo.`,
        ja: `${antibody.clone} モノクローナル抗体はマウス ${antibody.target}（${antibody.alias}）を認識し、in vivo の阻害・除去実験に適しています。`,
      },
      target: antibody.target,
      geneSymbol: antibody.gene,
      clone: antibody.clone,
      isotype: antibody.isotype,
      reactivity: 'Mouse',
      host: antibody.host,
      format,
      applications,
      specs: {
        clone: antibody.clone,
        isotype: antibody.isotype,
        reactivity: 'Mouse',
        host: antibody.host,
        immunogen: `Recombinant mouse ${antibody.target} extracellular domain`,
        applications: applications.join(', '),
        geneSymbol: antibody.gene,
        endotoxin: endotoxin(format),
        molecularWeight: '150 kDa',
        rrid: rrid(random),
        ...IN_VIVO_SPECS,
      },
    },
    packs: demoPacks(random, 'anti-mouse'),
    documents: demoDocuments(random, 'anti-mouse', index),
    citations: demoCitations(random, `Anti-mouse ${antibody.target} (${antibody.clone})`, 'in vivo'),
    relations: [
      { kind: 'isotype-control', catalogNo: controlNumber(antibody.control) },
      { kind: 'dilution-buffer', catalogNo: bufferNumber(antibody.host === 'Rat' ? 0 : 2) },
    ],
  };
}

function biosimilar(random: Random, index: number, ordinal: number): CatalogueEntry {
  const drug = DRUGS[ordinal % DRUGS.length] as (typeof DRUGS)[number];
  const format = FORMATS[Math.floor(ordinal / DRUGS.length) % FORMATS.length] as string;
  const applications = ['in vivo', 'in vitro', 'ELISA', ...(random() < 0.5 ? ['flow cytometry'] : []), 'functional assay'];
  const control = drug.isotype.startsWith('Human IgG4')
    ? 'Human IgG4 isotype'
    : drug.isotype.startsWith('Human IgG2')
      ? 'Human IgG2 isotype'
      : 'Human IgG1 isotype';
  return {
    product: {
      catalogNo: catalogueNumber('biosimilar', index),
      line: 'biosimilar',
      categorySec: ordinal % 2 === 0 ? 'V6' : 'V9',
      name: {
        en: `${drug.inn} Biosimilar (Anti-Human ${drug.target}) ${format}`,
        zh: `${drug.zh}生物类似药（抗人 ${drug.target}）${format}`,
        es: `Biosimilar de ${drug.inn.toLowerCase()} (anti-${drug.target} humano) ${format}`,
        ja: `${drug.ja} バイオシミラー（抗ヒト ${drug.target}）${format}`,
      },
      description: {
        en: `Research-grade biosimilar of ${drug.inn}, with the same variable regions, binding human ${drug.target}. For research use only, not for use in humans.`,
        zh: `${drug.zh}的科研级生物类似药，可变区序列与原研药一致，结合人 ${drug.target}。仅供科研使用，不得用于人体。`,
        es: `Biosimilar de grado de investigación de ${drug.inn.toLowerCase()} que se une a ${drug.target} humano. Solo para investigación.`,
        ja: `${drug.ja} の研究用バイオシミラーで、ヒト ${drug.target} に結合します。研究用途専用です。`,
      },
      target: drug.target,
      geneSymbol: drug.gene,
      clone: drug.inn,
      isotype: drug.isotype,
      reactivity: 'Human',
      host: 'CHO',
      format,
      applications,
      specs: {
        clone: drug.inn,
        isotype: drug.isotype,
        reactivity: 'Human',
        host: 'CHO cells',
        immunogen: `Human ${drug.target}`,
        applications: applications.join(', '),
        geneSymbol: drug.gene,
        endotoxin: endotoxin(format),
        molecularWeight: '148 kDa',
        rrid: rrid(random),
        ...IN_VIVO_SPECS,
      },
    },
    packs: demoPacks(random, 'biosimilar'),
    documents: demoDocuments(random, 'biosimilar', index),
    citations: demoCitations(random, `${drug.inn} biosimilar targeting ${drug.target}`, 'in vitro'),
    relations: [
      { kind: 'isotype-control', catalogNo: controlNumber(control) },
      { kind: 'dilution-buffer', catalogNo: bufferNumber(0) },
    ],
  };
}

function isotypeControl(random: Random, index: number, which: number): CatalogueEntry {
  const control = CONTROLS[which % CONTROLS.length] as (typeof CONTROLS)[number];
  const format = FORMATS[Math.floor(which / CONTROLS.length) % FORMATS.length] as string;
  const specificity = control.specificity === 'none' ? '' : `, anti-${control.specificity}`;
  return {
    product: {
      catalogNo: catalogueNumber('isotype-control', index),
      line: 'isotype-control',
      categorySec: control.host === 'Rat' ? 'V3' : control.host === 'CHO' ? 'V9' : 'V6',
      name: {
        en: `${format} ${control.isotype} Isotype Control${specificity} [${control.clone}]`,
        zh: `${control.isotype} 同型对照 体内抗体 [${control.clone}]`,
        es: `Control de isotipo ${control.isotype} ${format} [${control.clone}]`,
        ja: `${format} ${control.isotype} アイソタイプコントロール [${control.clone}]`,
      },
      description: {
        en: `Isotype-matched negative control for in vivo studies with ${control.isotype} antibodies.`,
        zh: `与 ${control.isotype} 抗体匹配的体内实验阴性对照。`,
        es: `Control negativo de isotipo para estudios in vivo con anticuerpos ${control.isotype}.`,
        ja: `${control.isotype} 抗体を用いた in vivo 実験用のアイソタイプ陰性コントロールです。`,
      },
      target: 'Isotype control',
      geneSymbol: '',
      clone: control.clone,
      isotype: control.isotype,
      reactivity: 'N/A',
      host: control.host,
      format,
      applications: ['in vivo', 'in vitro', 'flow cytometry'],
      specs: {
        clone: control.clone,
        isotype: control.isotype,
        host: control.host,
        applications: 'in vivo, in vitro, flow cytometry',
        endotoxin: endotoxin(format),
        molecularWeight: '150 kDa',
        rrid: rrid(random),
        ...IN_VIVO_SPECS,
      },
    },
    packs: demoPacks(random, 'isotype-control'),
    documents: demoDocuments(random, 'isotype-control', index),
    citations: [],
    relations: [{ kind: 'dilution-buffer', catalogNo: bufferNumber(0) }],
  };
}

function related(random: Random, index: number, which: number): CatalogueEntry {
  const isBuffer = which % 2 === 0 || which < BUFFERS.length;
  const buffer = BUFFERS[which % BUFFERS.length] as (typeof BUFFERS)[number];
  const name: LocalizedText = isBuffer ? buffer.name : (REAGENTS[which % REAGENTS.length] as LocalizedText);
  return {
    product: {
      catalogNo: catalogueNumber('related', index),
      line: 'related',
      categorySec: isBuffer ? 'Buffer' : 'Reagent',
      name,
      description: {
        en: `${name.en}, made for diluting and handling in vivo antibodies without adding endotoxin.`,
        zh: `${name.zh}，用于稀释和处理体内抗体，不引入内毒素。`,
        es: `${name.es}, para diluir y manipular anticuerpos in vivo sin añadir endotoxinas.`,
        ja: `${name.ja}。in vivo 抗体をエンドトキシンを加えずに希釈・取り扱うためのものです。`,
      },
      target: '',
      geneSymbol: '',
      clone: '',
      isotype: '',
      reactivity: '',
      host: '',
      format: isBuffer ? 'Liquid' : 'Kit',
      applications: ['in vivo'],
      specs: {
        formulation: isBuffer ? buffer.spec : 'Ready to use',
        endotoxin: '< 0.1 EU/mL',
        sterility: '0.2 µm filtered',
        storage: 'Room temperature',
        shipping: 'Ambient',
      },
    },
    packs: demoPacks(random, 'related'),
    documents: demoDocuments(random, 'related', index),
    citations: [],
    relations: [],
  };
}

function bispecific(random: Random, index: number, ordinal: number): CatalogueEntry {
  const fusion = BISPECIFICS[ordinal % BISPECIFICS.length] as (typeof BISPECIFICS)[number];
  const format = FORMATS[Math.floor(ordinal / BISPECIFICS.length) % 2] as string;
  return {
    product: {
      catalogNo: catalogueNumber('fusion', index),
      line: 'fusion',
      categorySec: 'Bispecific-Special',
      name: {
        en: `${fusion.inn} Biosimilar (${fusion.target}) ${format}`,
        zh: `${fusion.zh}生物类似药（${fusion.target}）`,
        es: `Biosimilar de ${fusion.inn.toLowerCase()} (${fusion.target})`,
        ja: `${fusion.ja} バイオシミラー（${fusion.target}）`,
      },
      description: {
        en: `Research-grade ${fusion.inn} biosimilar engaging ${fusion.target}.`,
        zh: `科研级${fusion.zh}生物类似药，作用于 ${fusion.target}。`,
        es: `Biosimilar de investigación de ${fusion.inn.toLowerCase()} dirigido a ${fusion.target}.`,
        ja: `${fusion.target} に作用する研究用 ${fusion.ja} バイオシミラーです。`,
      },
      target: fusion.target,
      geneSymbol: fusion.gene,
      clone: fusion.inn,
      isotype: 'Human IgG1',
      reactivity: 'Human',
      host: 'CHO',
      format,
      applications: ['in vivo', 'in vitro', 'functional assay'],
      specs: {
        clone: fusion.inn,
        isotype: 'Human IgG1',
        reactivity: 'Human',
        host: 'CHO cells',
        applications: 'in vivo, in vitro, functional assay',
        geneSymbol: fusion.gene,
        endotoxin: endotoxin(format),
        molecularWeight: '≈ 200 kDa',
        rrid: rrid(random),
        ...IN_VIVO_SPECS,
      },
    },
    packs: demoPacks(random, 'fusion'),
    documents: demoDocuments(random, 'fusion', index),
    citations: demoCitations(random, `${fusion.inn} (${fusion.target})`, 'in vivo'),
    relations: [
      { kind: 'isotype-control', catalogNo: controlNumber('Human IgG1 isotype') },
      { kind: 'dilution-buffer', catalogNo: bufferNumber(0) },
    ],
  };
}

function conjugate(random: Random, index: number, ordinal: number): CatalogueEntry {
  const adc = CONJUGATES[ordinal % CONJUGATES.length] as (typeof CONJUGATES)[number];
  const isotypeVersion = ordinal % 4 === 3;
  const subject = isotypeVersion ? `Human IgG1 Isotype Control-${adc.payload.split(' ')[0]}` : adc.inn;
  return {
    product: {
      catalogNo: catalogueNumber('adc', index),
      line: 'adc',
      categorySec: isotypeVersion ? 'ADC-Isotype' : 'ADC-Biosimilar',
      name: isotypeVersion
        ? {
            en: `${subject} Conjugate`,
            zh: `人 IgG1 同型对照-${adc.payload.split(' ')[0]} 偶联物`,
            es: `Conjugado de control de isotipo IgG1 humano-${adc.payload.split(' ')[0]}`,
            ja: `ヒト IgG1 アイソタイプコントロール-${adc.payload.split(' ')[0]} コンジュゲート`,
          }
        : {
            en: `${adc.inn} Biosimilar (ADC, anti-${adc.target})`,
            zh: `${adc.zh}生物类似药（抗体偶联药物，抗 ${adc.target}）`,
            es: `Biosimilar de ${adc.inn.toLowerCase()} (ADC, anti-${adc.target})`,
            ja: `${adc.ja} バイオシミラー（ADC、抗 ${adc.target}）`,
          },
      description: {
        en: `${subject}: ${adc.payload} joined by a ${adc.linker} linker, drug-to-antibody ratio ${adc.dar}.`,
        zh: `${subject}：${adc.payload}，${adc.linker} 连接子，药物抗体比 ${adc.dar}。`,
        es: `${subject}: ${adc.payload} con enlazador ${adc.linker}, relación fármaco-anticuerpo ${adc.dar}.`,
        ja: `${subject}：${adc.payload}、${adc.linker} リンカー、DAR ${adc.dar}。`,
      },
      target: isotypeVersion ? 'Isotype control' : adc.target,
      geneSymbol: isotypeVersion ? '' : adc.gene,
      clone: isotypeVersion ? 'Human IgG1 isotype' : adc.inn,
      isotype: 'Human IgG1, κ',
      reactivity: isotypeVersion ? 'N/A' : 'Human',
      host: 'CHO',
      format: 'Lyophilized',
      applications: ['in vitro', 'in vivo', 'cytotoxicity assay'],
      specs: {
        clone: isotypeVersion ? 'Human IgG1 isotype' : adc.inn,
        isotype: 'Human IgG1, κ',
        host: 'CHO cells',
        payload: adc.payload,
        linker: adc.linker,
        dar: adc.dar,
        purity: '> 95% by SEC-HPLC',
        endotoxin: '< 1 EU/mg',
        storage: '-20 °C, lyophilized',
        shipping: 'Ice packs',
        rrid: rrid(random),
      },
    },
    packs: demoPacks(random, 'adc'),
    documents: demoDocuments(random, 'adc', index),
    citations: isotypeVersion ? [] : demoCitations(random, `${adc.inn} (${adc.target})`, 'cytotoxicity assay'),
    relations: isotypeVersion ? [] : [{ kind: 'isotype-control', catalogNo: controlNumber('Human IgG1 isotype') }],
  };
}

function protein(random: Random, index: number, ordinal: number): CatalogueEntry {
  const item = PROTEINS[ordinal % PROTEINS.length] as (typeof PROTEINS)[number];
  const species = (['Human', 'Mouse', 'Cynomolgus'] as const)[Math.floor(ordinal / PROTEINS.length) % 3] as string;
  const tag = item.name.endsWith('Fc') ? 'Fc' : item.name.endsWith('His') ? 'His' : pick(random, ['His', 'Tag free']);
  const speciesZh = { Human: '人', Mouse: '小鼠', Cynomolgus: '食蟹猴' }[species];
  const speciesJa = { Human: 'ヒト', Mouse: 'マウス', Cynomolgus: 'カニクイザル' }[species];
  return {
    product: {
      catalogNo: catalogueNumber('recombinant-protein', index),
      line: 'recombinant-protein',
      categorySec: item.kind,
      name: {
        en: `Recombinant ${species} ${item.name} Protein`,
        zh: `重组${speciesZh} ${item.zh}`,
        es: `Proteína ${item.name} ${species.toLowerCase()} recombinante`,
        ja: `組換え${speciesJa} ${item.name} タンパク質`,
      },
      description: {
        en: `Recombinant ${species.toLowerCase()} ${item.name} expressed in HEK293 cells, bioactive and low in endotoxin.`,
        zh: `HEK293 细胞表达的重组${speciesZh} ${item.zh}，具有生物活性，低内毒素。`,
        es: `${item.name} ${species.toLowerCase()} recombinante expresada en células HEK293, bioactiva y con baja endotoxina.`,
        ja: `HEK293 細胞で発現させた組換え${speciesJa} ${item.name}。生物活性があり低エンドトキシンです。`,
      },
      target: item.name.replace(/ (Fc|His|ECD His)$/, ''),
      geneSymbol: item.gene,
      clone: '',
      isotype: '',
      reactivity: species,
      host: 'HEK293',
      format: 'Lyophilized',
      applications: ['ELISA', 'functional assay', ...(item.kind === 'Receptor' ? ['SPR'] : [])],
      specs: {
        geneSymbol: item.gene,
        uniprot: item.uniprot,
        expressionSystem: 'HEK293',
        tag,
        activity: item.kind === 'Enzyme' ? '> 10,000 units/mg' : `ED50 < ${between(random, 1, 50)} ng/mL`,
        purity: '> 95% by SDS-PAGE',
        endotoxin: '< 0.1 EU/µg',
        molecularWeight: `${item.kDa} kDa`,
        storage: '-20 °C, lyophilized',
        shipping: 'Ambient',
      },
    },
    packs: demoPacks(random, 'recombinant-protein'),
    documents: demoDocuments(random, 'recombinant-protein', index),
    citations: [],
    relations: [],
  };
}

function cellLine(random: Random, index: number, ordinal: number): CatalogueEntry {
  const cells = CELL_LINES[ordinal % CELL_LINES.length] as (typeof CELL_LINES)[number];
  const suffix = ordinal >= CELL_LINES.length ? ` (clone ${Math.floor(ordinal / CELL_LINES.length) + 1})` : '';
  return {
    product: {
      catalogNo: catalogueNumber('cell-line', index),
      line: 'cell-line',
      categorySec: cells.kind,
      name: {
        en: `${cells.name} Cell Line${suffix}`,
        zh: `${cells.zh}${suffix}`,
        es: `Línea celular ${cells.name}${suffix}`,
        ja: `${cells.name} 細胞株${suffix}`,
      },
      description: {
        en: `${cells.name}: a stable ${cells.kind.toLowerCase()} line for ${cells.target} studies.`,
        zh: `${cells.zh}：用于 ${cells.target} 研究的稳定细胞株。`,
        es: `${cells.name}: línea estable para estudios de ${cells.target}.`,
        ja: `${cells.name}：${cells.target} 研究用の安定細胞株です。`,
      },
      target: cells.target,
      geneSymbol: cells.gene,
      clone: '',
      isotype: '',
      reactivity: cells.species,
      host: cells.species,
      format: 'Frozen vial',
      applications: ['functional assay', 'screening'],
      specs: {
        cellType: cells.cellType,
        species: cells.species,
        growthMedium: cells.medium,
        mycoplasma: 'Negative',
        sterility: 'Bacteria and fungi negative',
        storage: 'Liquid nitrogen',
        shipping: 'Dry ice',
      },
    },
    packs: demoPacks(random, 'cell-line'),
    documents: demoDocuments(random, 'cell-line', index),
    citations: [],
    relations: [],
  };
}

const BUILDERS: Record<ProductLine, (random: Random, index: number, ordinal: number) => CatalogueEntry> = {
  'anti-mouse': antiMouse,
  biosimilar,
  'isotype-control': (random, index, ordinal) => isotypeControl(random, index, ordinal + CONTROLS.length),
  related: (random, index, ordinal) => related(random, index, ordinal + BUFFERS.length),
  fusion: bispecific,
  adc: conjugate,
  'recombinant-protein': protein,
  'cell-line': cellLine,
};

export function catalogueEntry(index: number): CatalogueEntry {
  const random = seededRandom(SEED ^ Math.imul(index + 1, 2_654_435_761));
  const core = CORE[index];
  if (core) return core.kind === 'control' ? isotypeControl(random, index, core.index) : related(random, CONTROLS.length + core.index, core.index);
  const { line, ordinal } = slotOf(index);
  const entry = BUILDERS[line](random, index, ordinal);
  // Earlier products of the same line, so the relation points at something already written in batch order.
  for (const back of [CYCLE.length, 2 * CYCLE.length]) {
    if (index - back >= CORE.length) entry.relations.push({ kind: 'related', catalogNo: catalogueNumber(line, index - back) });
  }
  return entry;
}

/** Entries [start, start + count) of the demo catalogue. */
export function catalogueEntries(start: number, count: number): CatalogueEntry[] {
  return Array.from({ length: count }, (_, offset) => catalogueEntry(start + offset));
}

/** How many products the first start seeds: every line well filled. */
export const DEMO_PRODUCT_COUNT = 520;
