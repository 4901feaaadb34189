import type { LocalizedText } from '@portal/domain';

export type SeedNews = { slug: string; publishedAt: string; coverPath: string; title: LocalizedText; summary: LocalizedText; body: LocalizedText };

const cover = (theme: 'launch' | 'event' | 'facility' | 'quality') => `/files/news/${theme}.svg`;

/** Demo news of an in vivo antibody supplier, newest last; every text in the four languages. */
export const SEED_NEWS: readonly SeedNews[] = [
  {
    slug: 'isotype-control-v9-series',
    publishedAt: '2026-01-20T02:00:00Z',
    coverPath: cover('launch'),
    title: {
      zh: 'V9 系列同型对照抗体全面上市',
      en: 'V9 isotype control series now available',
      es: 'Ya disponible la serie V9 de controles de isotipo',
      ja: 'V9 シリーズのアイソタイプコントロールを発売',
    },
    summary: {
      zh: '与 V9 体内抗体相同的生产工艺与内毒素标准，让对照组与实验组真正可比。',
      en: 'Made with the same process and endotoxin limits as our V9 in vivo antibodies, so control and treatment arms are truly comparable.',
      es: 'Fabricados con el mismo proceso y límites de endotoxina que nuestros anticuerpos in vivo V9, para que los grupos control y tratamiento sean comparables.',
      ja: 'V9 in vivo 抗体と同じ製造工程・エンドトキシン基準で製造し、対照群と投与群を正しく比較できます。',
    },
    body: {
      zh: '## 为什么需要匹配的同型对照\n\n体内实验中，对照抗体的纯度、聚体含量和内毒素水平都会影响结果。V9 系列同型对照与 V9 体内抗体采用**同一纯化平台**生产。\n\n- 小鼠 IgG1、IgG2a、IgG2b，大鼠 IgG1、IgG2a、IgG2b\n- 内毒素 < 1 EU/mg，聚体 < 5%\n- 规格 1 mg 至 100 mg，更大用量可询价\n\n在每个体内抗体产品页均可找到推荐的同型对照。',
      en: '## Why a matched isotype control matters\n\nIn animal studies, the purity, aggregate content and endotoxin level of the control antibody all shape the result. The V9 isotype controls are made on **the same purification platform** as the V9 in vivo antibodies.\n\n- Mouse IgG1, IgG2a, IgG2b; rat IgG1, IgG2a, IgG2b\n- Endotoxin < 1 EU/mg, aggregates < 5%\n- Packs from 1 mg to 100 mg; larger amounts on quotation\n\nEvery in vivo antibody page names its recommended isotype control.',
      es: '## Por qué importa un control de isotipo equivalente\n\nEn estudios con animales, la pureza, los agregados y la endotoxina del anticuerpo control influyen en el resultado. Los controles V9 se fabrican en **la misma plataforma de purificación** que los anticuerpos in vivo V9.\n\n- IgG1, IgG2a, IgG2b de ratón; IgG1, IgG2a, IgG2b de rata\n- Endotoxina < 1 EU/mg, agregados < 5%\n- Formatos de 1 mg a 100 mg; cantidades mayores bajo presupuesto\n\nCada página de anticuerpo in vivo indica su control de isotipo recomendado.',
      ja: '## 対応するアイソタイプコントロールが重要な理由\n\n動物実験では、対照抗体の純度・凝集体・エンドトキシンが結果を左右します。V9 アイソタイプコントロールは V9 in vivo 抗体と**同じ精製プラットフォーム**で製造しています。\n\n- マウス IgG1、IgG2a、IgG2b／ラット IgG1、IgG2a、IgG2b\n- エンドトキシン < 1 EU/mg、凝集体 < 5%\n- 1 mg〜100 mg、それ以上はお見積り\n\n各 in vivo 抗体の製品ページに推奨アイソタイプコントロールを掲載しています。',
    },
  },
  {
    slug: 'cold-chain-europe-japan',
    publishedAt: '2026-03-05T02:00:00Z',
    coverPath: cover('facility'),
    title: {
      zh: '欧洲与日本冷链直发服务开通',
      en: 'Direct cold-chain shipping to Europe and Japan',
      es: 'Envío directo en cadena de frío a Europa y Japón',
      ja: '欧州・日本へのコールドチェーン直送を開始',
    },
    summary: {
      zh: '2–8 °C 温控包装与全程温度记录，欧洲 3–5 个工作日、日本 2–4 个工作日送达。',
      en: 'Validated 2–8 °C packaging with a temperature log; delivery in 3–5 working days to Europe and 2–4 to Japan.',
      es: 'Embalaje validado a 2–8 °C con registro de temperatura; entrega en 3–5 días laborables en Europa y 2–4 en Japón.',
      ja: '2〜8 °C のバリデート済み梱包と温度記録付き。欧州は 3〜5 営業日、日本は 2〜4 営業日でお届けします。',
    },
    body: {
      zh: '我们与国际冷链承运商合作，开通了欧洲与日本直发线路。\n\n1. 每个包裹附带温度记录仪，收货后可下载温度曲线；\n2. 清关文件（商业发票、非危险品声明）随货提供；\n3. 订单页面可实时跟踪包裹状态。\n\n如收到包裹时冰袋已完全融化，请在 48 小时内联系我们。',
      en: 'Together with an international cold-chain carrier we now ship directly to Europe and Japan.\n\n1. Every parcel carries a temperature logger; the curve can be downloaded after delivery.\n2. Customs papers (commercial invoice, non-hazardous declaration) travel with the goods.\n3. Parcel status is shown on the order page.\n\nIf the ice packs have fully melted on arrival, please contact us within 48 hours.',
      es: 'Junto con un transportista internacional de cadena de frío enviamos ahora directamente a Europa y Japón.\n\n1. Cada paquete lleva un registrador de temperatura; la curva se puede descargar tras la entrega.\n2. La documentación aduanera (factura comercial, declaración de mercancía no peligrosa) viaja con el envío.\n3. El estado del paquete aparece en la página del pedido.\n\nSi los acumuladores de frío llegan completamente fundidos, contáctenos en 48 horas.',
      ja: '国際コールドチェーン輸送業者と提携し、欧州と日本への直送を開始しました。\n\n1. すべての荷物に温度ロガーを同梱し、到着後に温度記録をダウンロードできます。\n2. 通関書類（商業インボイス、非危険物申告書）を同梱します。\n3. 荷物の状況は注文ページで確認できます。\n\n到着時に保冷剤が完全に溶けていた場合は、48 時間以内にご連絡ください。',
    },
  },
  {
    slug: 'aacr-2026-booth',
    publishedAt: '2026-04-10T02:00:00Z',
    coverPath: cover('event'),
    title: { zh: 'AACR 2026 年会：欢迎莅临我们的展位', en: 'Meet us at AACR 2026', es: 'Visítenos en AACR 2026', ja: 'AACR 2026 に出展します' },
    summary: {
      zh: '展示全新体内生物类似药抗体与双特异性抗体，现场提供免费样品申请。',
      en: 'See our new in vivo biosimilar and bispecific antibodies, and request free samples at the booth.',
      es: 'Conozca nuestros nuevos anticuerpos biosimilares in vivo y biespecíficos, y solicite muestras gratuitas en el stand.',
      ja: '新しい in vivo バイオシミラー抗体と二重特異性抗体を展示し、ブースで無料サンプルを受け付けます。',
    },
    body: {
      zh: '我们将参加 AACR 2026 年会，展位号 **2145**。\n\n- 新品：抗 PD-1、抗 CTLA-4、抗 TIGIT 体内生物类似药\n- 双特异性抗体 Bispecific-Special 系列\n- 与技术支持团队面对面讨论给药方案与剂量计算\n\n无法到场？欢迎通过联系我们页面预约线上交流。',
      en: 'We will exhibit at the AACR Annual Meeting 2026, booth **2145**.\n\n- New: anti-PD-1, anti-CTLA-4 and anti-TIGIT in vivo biosimilars\n- The Bispecific-Special series\n- Talk dosing schedules and dose calculation with our technical support team\n\nCannot attend? Book an online meeting through the Contact us page.',
      es: 'Estaremos en el congreso anual AACR 2026, stand **2145**.\n\n- Novedades: biosimilares in vivo anti-PD-1, anti-CTLA-4 y anti-TIGIT\n- La serie Bispecific-Special\n- Hable de pautas y cálculo de dosis con nuestro equipo de soporte técnico\n\n¿No puede asistir? Reserve una reunión en línea desde la página de contacto.',
      ja: 'AACR 2026 年次総会に出展します（ブース番号 **2145**）。\n\n- 新製品：抗 PD-1、抗 CTLA-4、抗 TIGIT in vivo バイオシミラー\n- Bispecific-Special シリーズ\n- 投与スケジュールや用量計算をテクニカルサポートと直接ご相談いただけます\n\nご来場が難しい場合は、お問い合わせページからオンライン面談をご予約ください。',
    },
  },
  {
    slug: 'online-ordering-system',
    publishedAt: '2026-05-18T02:00:00Z',
    coverPath: cover('launch'),
    title: {
      zh: '全新在线订购系统上线',
      en: 'Our new online ordering system is live',
      es: 'Nuestro nuevo sistema de pedidos en línea ya está activo',
      ja: '新しいオンライン注文システムを公開しました',
    },
    summary: {
      zh: '询价、确认报价、跟踪订单与包裹、下载发票，全部在线完成。',
      en: 'Ask for quotes, confirm them, follow orders and parcels and download invoices, all online.',
      es: 'Pida presupuestos, confírmelos, siga pedidos y paquetes y descargue facturas, todo en línea.',
      ja: '見積依頼、見積確認、注文と荷物の追跡、請求書のダウンロードまでオンラインで完結します。',
    },
    body: {
      zh: '新系统支持按客户类型显示价格（学术、企业），并保存您的常用收货地址。\n\n操作说明书可在**资源中心**下载（中文与英文 PDF）。注册后即可把产品加入购物车并提交询价，我们会在一个工作日内回复报价。',
      en: 'The new system shows the prices of your customer group (academic or industry) and keeps your usual shipping addresses.\n\nThe operating instructions can be downloaded from the **Resource centre** (PDF in Chinese and English). Once registered, add products to the cart and send an inquiry; we answer with a quote within one working day.',
      es: 'El nuevo sistema muestra los precios de su grupo de cliente (académico o industria) y guarda sus direcciones de envío habituales.\n\nLas instrucciones de uso se descargan desde el **Centro de recursos** (PDF en chino e inglés). Tras registrarse, añada productos al carrito y envíe una consulta; respondemos con un presupuesto en un día laborable.',
      ja: '新システムではお客様区分（アカデミック・企業）に応じた価格を表示し、よく使う配送先を保存できます。\n\n操作マニュアルは**リソースセンター**からダウンロードできます（中国語・英語 PDF）。登録後、製品をカートに入れて見積依頼を送信すると、1 営業日以内にお見積りをご返信します。',
    },
  },
  {
    slug: 'new-production-facility',
    publishedAt: '2026-06-22T02:00:00Z',
    coverPath: cover('facility'),
    title: {
      zh: '新生产基地投入使用，产能提升三倍',
      en: 'New production site triples our capacity',
      es: 'Una nueva planta triplica nuestra capacidad',
      ja: '新生産拠点が稼働、生産能力が 3 倍に',
    },
    summary: {
      zh: '2,000 L 一次性生物反应器与独立的内毒素控制区，克级订单交期缩短至 3–4 周。',
      en: '2,000 L single-use bioreactors and a separate low-endotoxin suite bring gram-scale lead times down to 3–4 weeks.',
      es: 'Biorreactores de un solo uso de 2.000 L y una sala separada de baja endotoxina reducen los plazos a escala de gramos a 3–4 semanas.',
      ja: '2,000 L シングルユースバイオリアクターと低エンドトキシン専用区画により、グラム単位の納期を 3〜4 週間に短縮しました。',
    },
    body: {
      zh: '新基地建筑面积 6,000 平方米，包括：\n\n- 4 条 CHO 瞬转与稳转生产线\n- Protein A 与离子交换多步纯化\n- 独立的灌装与质控实验室\n\n大批量（≥ 1 g）订单请通过询价提交，我们会提供分批交付方案。',
      en: 'The new 6,000 m² site houses:\n\n- four CHO transient and stable expression lines\n- multi-step Protein A and ion-exchange purification\n- a separate fill and quality-control laboratory\n\nFor large orders (≥ 1 g) please send an inquiry; we will propose staged deliveries.',
      es: 'La nueva planta de 6.000 m² alberga:\n\n- cuatro líneas de expresión CHO transitoria y estable\n- purificación en varias etapas con proteína A e intercambio iónico\n- un laboratorio independiente de llenado y control de calidad\n\nPara pedidos grandes (≥ 1 g) envíe una consulta; propondremos entregas escalonadas.',
      ja: '延床面積 6,000 m² の新拠点には次の設備があります。\n\n- CHO 一過性・安定発現ライン 4 系列\n- Protein A とイオン交換による多段精製\n- 独立した充填・品質管理ラボ\n\n大口（1 g 以上）のご注文は見積依頼からお送りください。分納のご提案をいたします。',
    },
  },
  {
    slug: 'endotoxin-testing-upgrade',
    publishedAt: '2026-07-15T02:00:00Z',
    coverPath: cover('quality'),
    title: {
      zh: '内毒素检测升级：重组 C 因子法',
      en: 'Endotoxin testing upgraded to recombinant factor C',
      es: 'Prueba de endotoxina actualizada a factor C recombinante',
      ja: 'エンドトキシン試験を組換え C 因子法に更新',
    },
    summary: {
      zh: '每批体内抗体均以 rFC 法检测，检测下限 0.005 EU/mL，结果写入批次 COA。',
      en: 'Every in vivo antibody lot is now tested by rFC with a 0.005 EU/mL detection limit, reported on the lot COA.',
      es: 'Cada lote de anticuerpo in vivo se analiza ahora por rFC con un límite de detección de 0,005 EU/mL, indicado en el COA del lote.',
      ja: 'すべての in vivo 抗体ロットを検出限界 0.005 EU/mL の rFC 法で試験し、ロットの COA に記載します。',
    },
    body: {
      zh: '重组 C 因子（rFC）法不依赖鲎血，结果更稳定。\n\n- **内毒素**：< 1 EU/mg（V9 系列 < 0.5 EU/mg）\n- **纯度**：> 95%（SDS-PAGE 与 SEC-HPLC）\n\n各批次的分析证书（COA）可在下载中心按批号查询。',
      en: 'The recombinant factor C (rFC) assay needs no horseshoe-crab blood and gives steadier results.\n\n- **Endotoxin**: < 1 EU/mg (V9 series < 0.5 EU/mg)\n- **Purity**: > 95% (SDS-PAGE and SEC-HPLC)\n\nThe certificate of analysis (COA) of each lot can be found by lot number in the Download centre.',
      es: 'El ensayo de factor C recombinante (rFC) no necesita sangre de cangrejo herradura y da resultados más estables.\n\n- **Endotoxina**: < 1 EU/mg (serie V9 < 0,5 EU/mg)\n- **Pureza**: > 95% (SDS-PAGE y SEC-HPLC)\n\nEl certificado de análisis (COA) de cada lote se busca por número de lote en el Centro de descargas.',
      ja: '組換え C 因子（rFC）法はカブトガニの血液を使わず、より安定した結果が得られます。\n\n- **エンドトキシン**：< 1 EU/mg（V9 シリーズ < 0.5 EU/mg）\n- **純度**：> 95%（SDS-PAGE および SEC-HPLC）\n\n各ロットの分析証明書（COA）はダウンロードセンターでロット番号から検索できます。',
    },
  },
  {
    slug: 'adc-biosimilar-launch',
    publishedAt: '2026-08-26T02:00:00Z',
    coverPath: cover('launch'),
    title: {
      zh: '抗体偶联药物（ADC）生物类似物研究试剂上市',
      en: 'Antibody-drug conjugate biosimilars for research',
      es: 'Biosimilares de conjugados anticuerpo-fármaco para investigación',
      ja: '研究用抗体薬物複合体（ADC）バイオシミラーを発売',
    },
    summary: {
      zh: '首批包括抗 HER2、抗 TROP2 与抗 Nectin-4 ADC 生物类似物及配套同型对照 ADC。',
      en: 'The first wave covers anti-HER2, anti-TROP2 and anti-Nectin-4 ADC biosimilars with matching isotype-control ADCs.',
      es: 'La primera serie incluye biosimilares ADC anti-HER2, anti-TROP2 y anti-Nectin-4 con ADC de control de isotipo equivalentes.',
      ja: '第一弾は抗 HER2、抗 TROP2、抗 Nectin-4 の ADC バイオシミラーと、対応するアイソタイプコントロール ADC です。',
    },
    body: {
      zh: '新系列在产品菜单 **ADC** 下，分为 ADC-Biosimilar 与 ADC-Isotype 两类。\n\n- 平均药抗比（DAR）由 HIC-HPLC 测定并写入 COA\n- 游离药物 < 1%\n- 仅供科研使用，不得用于人体\n\n欢迎申请 0.1 mg 试用装。',
      en: 'The new series sits under **ADC** in the product menu, split into ADC-Biosimilar and ADC-Isotype.\n\n- Average drug-to-antibody ratio (DAR) measured by HIC-HPLC and reported on the COA\n- Free drug < 1%\n- For research use only, not for use in humans\n\n0.1 mg trial packs are available on request.',
      es: 'La nueva serie está en **ADC** del menú de productos, dividida en ADC-Biosimilar y ADC-Isotype.\n\n- Relación fármaco-anticuerpo (DAR) media medida por HIC-HPLC e indicada en el COA\n- Fármaco libre < 1%\n- Solo para investigación, no para uso en humanos\n\nHay formatos de prueba de 0,1 mg bajo petición.',
      ja: '新シリーズは製品メニューの **ADC** にあり、ADC-Biosimilar と ADC-Isotype に分かれています。\n\n- 平均薬物抗体比（DAR）は HIC-HPLC で測定し COA に記載\n- 遊離薬物 < 1%\n- 研究用であり、ヒトには使用できません\n\n0.1 mg のお試しサイズもご用意しています。',
    },
  },
  {
    slug: 'sitc-2026-booth',
    publishedAt: '2026-10-08T02:00:00Z',
    coverPath: cover('event'),
    title: {
      zh: 'SITC 2026：肿瘤免疫研究者的交流之约',
      en: 'SITC 2026: join us in the exhibit hall',
      es: 'SITC 2026: visítenos en la zona de exposición',
      ja: 'SITC 2026 に出展します',
    },
    summary: {
      zh: '展位 418，发布小鼠替代抗体（anti-mouse）新克隆与体内实验设计指南。',
      en: 'Booth 418: new anti-mouse surrogate clones and our in vivo study design guide.',
      es: 'Stand 418: nuevos clones sustitutos anti-ratón y nuestra guía de diseño de estudios in vivo.',
      ja: 'ブース 418：新しい抗マウス代替抗体クローンと in vivo 試験デザインガイドを紹介します。',
    },
    body: {
      zh: '在 SITC 2026 年会期间，我们将发布 12 个新的抗小鼠替代抗体克隆，覆盖 PD-L1、LAG-3、TIM-3、4-1BB 等靶点。\n\n到访展位的研究者可获得印刷版《体内实验设计指南》，内容涵盖给药途径、剂量与同型对照选择。',
      en: 'At SITC 2026 we launch twelve new anti-mouse surrogate clones covering PD-L1, LAG-3, TIM-3, 4-1BB and more.\n\nVisitors to the booth receive a printed *In vivo study design guide* covering routes of administration, dosing and the choice of isotype controls.',
      es: 'En SITC 2026 presentamos doce nuevos clones sustitutos anti-ratón frente a PD-L1, LAG-3, TIM-3, 4-1BB y otros.\n\nQuien visite el stand recibirá una *Guía de diseño de estudios in vivo* impresa sobre vías de administración, dosis y elección de controles de isotipo.',
      ja: 'SITC 2026 では PD-L1、LAG-3、TIM-3、4-1BB などを標的とする 12 の新しい抗マウス代替抗体クローンを発表します。\n\nブースにお越しの方には、投与経路・用量・アイソタイプコントロールの選び方をまとめた『in vivo 試験デザインガイド』冊子を差し上げます。',
    },
  },
  {
    slug: 'anti-pd-1-biosimilar-launch',
    publishedAt: '2026-11-02T02:00:00Z',
    coverPath: cover('launch'),
    title: {
      zh: '抗人 PD-1 体内生物类似药新规格上市',
      en: 'New pack sizes for the anti-human PD-1 in vivo biosimilars',
      es: 'Nuevos formatos de los biosimilares in vivo anti-PD-1 humano',
      ja: '抗ヒト PD-1 in vivo バイオシミラーに新サイズ',
    },
    summary: {
      zh: 'Nivolumab 与 Pembrolizumab 生物类似药新增 50 mg 与 100 mg 规格，适用于人源化小鼠模型。',
      en: 'Nivolumab and pembrolizumab biosimilars now come in 50 mg and 100 mg packs for humanised mouse models.',
      es: 'Los biosimilares de nivolumab y pembrolizumab llegan en formatos de 50 mg y 100 mg para modelos de ratón humanizado.',
      ja: 'ニボルマブ・ペムブロリズマブのバイオシミラーに、ヒト化マウスモデル向けの 50 mg・100 mg を追加しました。',
    },
    body: {
      zh: '人源化小鼠长期给药实验往往需要数十毫克抗体。新规格：\n\n- **50 mg** 与 **100 mg**，单批次供货，避免批间差异\n- 无叠氮钠、无载体蛋白的 PBS 配方\n- 可使用产品页上的剂量计算器估算用量\n\n超过 100 mg 的需求请提交询价。',
      en: 'Long dosing studies in humanised mice often need tens of milligrams. The new packs:\n\n- **50 mg** and **100 mg**, supplied from a single lot to avoid lot-to-lot variation\n- PBS formulation without sodium azide or carrier protein\n- Estimate your amount with the dose calculator on the product page\n\nFor more than 100 mg please send an inquiry.',
      es: 'Los estudios largos en ratones humanizados necesitan a menudo decenas de miligramos. Los nuevos formatos:\n\n- **50 mg** y **100 mg**, de un solo lote para evitar variaciones entre lotes\n- Formulación en PBS sin azida sódica ni proteína transportadora\n- Calcule la cantidad con la calculadora de dosis de la página del producto\n\nPara más de 100 mg envíe una consulta.',
      ja: 'ヒト化マウスでの長期投与試験では数十 mg の抗体が必要になることがあります。新サイズの特長：\n\n- **50 mg** と **100 mg**、単一ロットで供給しロット間差を回避\n- アジ化ナトリウム・キャリアタンパク質不含の PBS 製剤\n- 製品ページの用量計算ツールで必要量を見積もれます\n\n100 mg を超える場合はお見積りをご依頼ください。',
    },
  },
];
