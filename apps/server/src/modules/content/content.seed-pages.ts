import type { ContentPageKey, LocalizedText } from '@portal/domain';

export type SeedPage = { key: ContentPageKey; title: LocalizedText; body: LocalizedText };

/** The about-section, support and resource pages; contact details themselves come from configuration. */
export const SEED_PAGES: readonly SeedPage[] = [
  {
    key: 'about',
    title: { zh: '关于我们', en: 'About us', es: 'Sobre nosotros', ja: '会社概要' },
    body: {
      zh: '我们专注于**体内级（in vivo grade）抗体**的研发与生产，为肿瘤免疫、自身免疫与感染研究提供可重复的动物实验试剂。\n\n## 我们提供\n\n- 体内生物类似药抗体、同型对照、抗小鼠替代抗体\n- 双特异性抗体与抗体偶联药物（ADC）研究试剂\n- 重组蛋白与细胞株\n- 抗体发现、人源化、亲和力成熟与检测服务\n\n## 我们的承诺\n\n每一批产品都经过纯度、聚体、内毒素与活性检测，并附批次分析证书。',
      en: 'We develop and manufacture **in vivo grade antibodies**, giving immuno-oncology, autoimmunity and infection researchers reagents that make animal studies reproducible.\n\n## What we offer\n\n- In vivo biosimilar antibodies, isotype controls and anti-mouse surrogate antibodies\n- Bispecific antibodies and antibody-drug conjugates for research\n- Recombinant proteins and cell lines\n- Antibody discovery, humanisation, affinity maturation and testing services\n\n## Our promise\n\nEvery lot is tested for purity, aggregates, endotoxin and activity, and ships with its certificate of analysis.',
      es: 'Desarrollamos y fabricamos **anticuerpos de grado in vivo** para que los investigadores en inmuno-oncología, autoinmunidad e infección obtengan estudios con animales reproducibles.\n\n## Qué ofrecemos\n\n- Anticuerpos biosimilares in vivo, controles de isotipo y anticuerpos sustitutos anti-ratón\n- Anticuerpos biespecíficos y conjugados anticuerpo-fármaco para investigación\n- Proteínas recombinantes y líneas celulares\n- Servicios de descubrimiento, humanización, maduración de afinidad y análisis de anticuerpos\n\n## Nuestro compromiso\n\nCada lote se analiza en pureza, agregados, endotoxina y actividad, y se envía con su certificado de análisis.',
      ja: '当社は**in vivo グレード抗体**の開発・製造に特化し、がん免疫・自己免疫・感染症研究の動物実験に再現性のある試薬を提供しています。\n\n## 提供製品・サービス\n\n- in vivo バイオシミラー抗体、アイソタイプコントロール、抗マウス代替抗体\n- 研究用二重特異性抗体・抗体薬物複合体（ADC）\n- 組換えタンパク質・細胞株\n- 抗体探索、ヒト化、親和性成熟、各種測定サービス\n\n## 品質へのお約束\n\n全ロットで純度・凝集体・エンドトキシン・活性を試験し、分析証明書を添付して出荷します。',
    },
  },
  {
    key: 'introduce',
    title: { zh: '公司简介', en: 'Company introduction', es: 'Presentación de la empresa', ja: '企業紹介' },
    body: {
      zh: '公司成立于 2016 年，总部位于苏州生物医药产业园，在上海设有研发中心，在波士顿与法兰克福设有客户服务团队。\n\n## 发展历程\n\n- **2016** 成立，首批体内抗体上市\n- **2019** 推出 V9 低内毒素等级\n- **2023** 双特异性抗体与 ADC 研究平台建成\n- **2026** 新生产基地投入使用，在线订购系统上线\n\n## 团队\n\n200 余名员工，其中研发与质量人员占 60%。',
      en: 'Founded in 2016, we are headquartered in the Suzhou BioBAY park, with an R&D centre in Shanghai and customer service teams in Boston and Frankfurt.\n\n## Milestones\n\n- **2016** Founded; first in vivo antibodies launched\n- **2019** V9 low-endotoxin grade introduced\n- **2023** Bispecific and ADC research platforms completed\n- **2026** New production site opened; online ordering system launched\n\n## Team\n\nMore than 200 people, 60% of them in R&D and quality.',
      es: 'Fundada en 2016, tenemos la sede en el parque BioBAY de Suzhou, un centro de I+D en Shanghái y equipos de atención al cliente en Boston y Fráncfort.\n\n## Hitos\n\n- **2016** Fundación; primeros anticuerpos in vivo\n- **2019** Grado V9 de baja endotoxina\n- **2023** Plataformas de anticuerpos biespecíficos y ADC\n- **2026** Nueva planta de producción y sistema de pedidos en línea\n\n## Equipo\n\nMás de 200 personas, el 60% en I+D y calidad.',
      ja: '2016 年設立。蘇州 BioBAY に本社、上海に研究開発センター、ボストンとフランクフルトにカスタマーサービスチームを置いています。\n\n## 沿革\n\n- **2016** 設立、最初の in vivo 抗体を発売\n- **2019** V9 低エンドトキシングレードを導入\n- **2023** 二重特異性抗体・ADC 研究プラットフォームを構築\n- **2026** 新生産拠点が稼働、オンライン注文システムを公開\n\n## 体制\n\n従業員 200 名以上、うち 60% が研究開発・品質部門です。',
    },
  },
  {
    key: 'contact',
    title: { zh: '联系我们', en: 'Contact us', es: 'Contacto', ja: 'お問い合わせ' },
    body: {
      zh: '我们的客服团队在工作日 9:00–18:00（北京时间）在线。\n\n- **订单与报价**：请使用页面上方的订单邮箱或在线询价\n- **技术支持**：实验设计、剂量与产品选择\n- **商务合作**：经销与大批量供货\n\n邮件通常在一个工作日内回复。',
      en: 'Our customer service team is available on working days from 9:00 to 18:00 (China time).\n\n- **Orders and quotes**: use the order mailbox shown on this page or send an inquiry online\n- **Technical support**: study design, dosing and product choice\n- **Business development**: distribution and bulk supply\n\nE-mails are usually answered within one working day.',
      es: 'Nuestro equipo de atención al cliente atiende los días laborables de 9:00 a 18:00 (hora de China).\n\n- **Pedidos y presupuestos**: use el correo de pedidos de esta página o envíe una consulta en línea\n- **Soporte técnico**: diseño de estudios, dosis y elección de productos\n- **Desarrollo de negocio**: distribución y suministro a granel\n\nSolemos responder los correos en un día laborable.',
      ja: 'カスタマーサービスは平日 9:00〜18:00（中国時間）に対応しています。\n\n- **ご注文・お見積り**：このページの注文用メールアドレス、またはオンライン見積依頼をご利用ください\n- **テクニカルサポート**：試験デザイン、用量、製品選択のご相談\n- **ビジネス開発**：代理店・大口供給のご相談\n\nメールには通常 1 営業日以内に返信します。',
    },
  },
  {
    key: 'service-support',
    title: { zh: '服务与支持', en: 'Service and support', es: 'Servicio y soporte', ja: 'サービスとサポート' },
    body: {
      zh: '## 技术支持\n\n我们的博士技术团队可协助您选择克隆、同型对照与给药方案，并提供体内实验设计建议。\n\n## 退换货\n\n- 收货 48 小时内发现运输损坏或温度异常，请附照片与温度记录联系我们，我们将免费补发\n- 定制产品与已开封产品不予退货\n\n## 质量保证\n\n产品在有效期内按说明书条件保存，若性能不符合说明书规格，我们将免费更换或退款。',
      en: '## Technical support\n\nOur PhD-level team helps you choose clones, isotype controls and dosing schedules, and advises on in vivo study design.\n\n## Returns\n\n- Report transport damage or a temperature excursion within 48 hours of delivery, with photos and the logger data, and we replace the goods free of charge\n- Custom products and opened vials cannot be returned\n\n## Warranty\n\nIf a product stored as the datasheet says does not meet its specification before its expiry date, we replace it or refund it.',
      es: '## Soporte técnico\n\nNuestro equipo de doctores le ayuda a elegir clones, controles de isotipo y pautas de dosificación, y le asesora en el diseño de estudios in vivo.\n\n## Devoluciones\n\n- Comunique daños de transporte o desviaciones de temperatura en las 48 horas siguientes a la entrega, con fotos y los datos del registrador, y reponemos la mercancía sin coste\n- Los productos a medida y los viales abiertos no admiten devolución\n\n## Garantía\n\nSi un producto conservado según la ficha técnica no cumple su especificación antes de caducar, lo sustituimos o reembolsamos.',
      ja: '## テクニカルサポート\n\n博士号を持つ技術チームが、クローン・アイソタイプコントロール・投与スケジュールの選択や in vivo 試験デザインをサポートします。\n\n## 返品・交換\n\n- 輸送中の破損や温度逸脱は、到着後 48 時間以内に写真とロガーデータを添えてご連絡ください。無償で再送します\n- カスタム製品および開封済み製品は返品できません\n\n## 品質保証\n\nデータシートどおりに保存した製品が有効期限内に規格を満たさない場合、交換または返金いたします。',
    },
  },
  {
    key: 'resource',
    title: { zh: '资源中心', en: 'Resource centre', es: 'Centro de recursos', ja: 'リソースセンター' },
    body: {
      zh: '资源中心汇集了您开展体内实验所需的资料：公司新闻与展会信息、常见问题、产品说明书与批次分析证书，以及在线订购系统操作说明书。',
      en: 'The resource centre gathers what you need for your in vivo work: company news and events, frequently asked questions, datasheets and lot certificates of analysis, and the operating instructions of the online ordering system.',
      es: 'El centro de recursos reúne lo que necesita para su trabajo in vivo: noticias y eventos, preguntas frecuentes, fichas técnicas y certificados de análisis por lote, y las instrucciones del sistema de pedidos en línea.',
      ja: 'リソースセンターには、in vivo 研究に必要な情報をまとめています。ニュースとイベント、よくある質問、データシートとロット別分析証明書、オンライン注文システムの操作マニュアルをご利用ください。',
    },
  },
];
