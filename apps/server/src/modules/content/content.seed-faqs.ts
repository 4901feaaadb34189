import type { FaqGroup, LocalizedText } from '@portal/domain';

export type SeedFaq = { group: FaqGroup; question: LocalizedText; answer: LocalizedText };

/** Demo FAQ entries in the page's groups; the order inside a group is the order here. */
export const SEED_FAQS: readonly SeedFaq[] = [
  {
    group: 'ordering',
    question: { zh: '如何下单？', en: 'How do I place an order?', es: '¿Cómo hago un pedido?', ja: '注文方法を教えてください。' },
    answer: {
      zh: '注册并登录后，将产品加入购物车并提交询价。我们会在一个工作日内给出报价，您在“我的订单”中确认报价后即进入生产或发货。',
      en: 'Register and sign in, add products to the cart and send an inquiry. We answer with a quote within one working day; once you confirm it under **My Order**, the order goes to production or shipping.',
      es: 'Regístrese e inicie sesión, añada productos al carrito y envíe una consulta. Respondemos con un presupuesto en un día laborable; cuando lo confirme en **Mis pedidos**, el pedido pasa a producción o envío.',
      ja: '登録・ログイン後、製品をカートに入れて見積依頼を送信してください。1 営業日以内にお見積りをお送りし、**注文履歴**で確認いただくと生産または出荷に進みます。',
    },
  },
  {
    group: 'ordering',
    question: {
      zh: '可以使用采购订单（PO）付款吗？',
      en: 'Can I pay with a purchase order?',
      es: '¿Puedo pagar con una orden de compra?',
      ja: '発注書（PO）で支払えますか？',
    },
    answer: {
      zh: '可以。确认报价时上传采购订单 PDF 即可，账期为开票后 30 天。',
      en: 'Yes. Upload the purchase order PDF when you confirm the quote; payment terms are 30 days from the invoice date.',
      es: 'Sí. Suba el PDF de la orden de compra al confirmar el presupuesto; el plazo de pago es de 30 días desde la factura.',
      ja: 'はい。見積確認時に発注書の PDF をアップロードしてください。支払期限は請求書発行日から 30 日です。',
    },
  },
  {
    group: 'ordering',
    question: {
      zh: '超过最大规格的用量怎么订购？',
      en: 'How do I order more than the largest pack?',
      es: '¿Cómo pido más que el formato más grande?',
      ja: '最大サイズを超える量はどう注文しますか？',
    },
    answer: {
      zh: '超过最大规格的用量为询价产品。请在产品页的剂量计算器中输入实验方案并提交询价，我们会提供单批次大包装报价。',
      en: 'Amounts above the largest pack are quoted on request. Enter your study design in the dose calculator on the product page and send the inquiry; we quote a single-lot bulk pack.',
      es: 'Las cantidades superiores al formato más grande se presupuestan bajo petición. Introduzca su diseño en la calculadora de dosis de la página del producto y envíe la consulta; presupuestamos un lote único a granel.',
      ja: '最大サイズを超える量はお見積り対象です。製品ページの用量計算ツールに試験デザインを入力して見積依頼を送信してください。単一ロットのバルク品をお見積りします。',
    },
  },
  {
    group: 'shipping-storage',
    question: { zh: '产品如何运输？', en: 'How are products shipped?', es: '¿Cómo se envían los productos?', ja: '製品はどのように発送されますか？' },
    answer: {
      zh: '体内抗体以 2–8 °C 冰袋运输，附温度记录仪；重组蛋白冻干粉常温运输；细胞株以干冰运输。',
      en: 'In vivo antibodies travel at 2–8 °C with ice packs and a temperature logger; lyophilised recombinant proteins at ambient temperature; cell lines on dry ice.',
      es: 'Los anticuerpos in vivo viajan a 2–8 °C con acumuladores de frío y registrador de temperatura; las proteínas liofilizadas a temperatura ambiente; las líneas celulares en hielo seco.',
      ja: 'in vivo 抗体は保冷剤と温度ロガー付きで 2〜8 °C、凍結乾燥タンパク質は常温、細胞株はドライアイスで輸送します。',
    },
  },
  {
    group: 'shipping-storage',
    question: {
      zh: '收到抗体后如何保存？',
      en: 'How should I store the antibody on arrival?',
      es: '¿Cómo conservo el anticuerpo al recibirlo?',
      ja: '受け取った抗体はどう保存しますか？',
    },
    answer: {
      zh: '未开封时 2–8 °C 保存可达 6 个月；长期保存请分装后 −80 °C 冻存，避免反复冻融。',
      en: 'Unopened, keep it at 2–8 °C for up to six months; for longer storage aliquot and freeze at −80 °C, avoiding repeated freeze–thaw cycles.',
      es: 'Sin abrir, consérvelo a 2–8 °C hasta seis meses; para más tiempo, haga alícuotas y congele a −80 °C, evitando congelaciones repetidas.',
      ja: '未開封なら 2〜8 °C で最長 6 か月保存できます。長期保存は分注して −80 °C で凍結し、凍結融解の繰り返しを避けてください。',
    },
  },
  {
    group: 'shipping-storage',
    question: { zh: '多久能收到货？', en: 'How long does delivery take?', es: '¿Cuánto tarda la entrega?', ja: '届くまでどのくらいかかりますか？' },
    answer: {
      zh: '现货产品确认报价后 1–2 个工作日发货；国内 1–3 天、欧洲 3–5 天、日本 2–4 天送达。',
      en: 'Stock items ship 1–2 working days after you confirm the quote; delivery takes 1–3 days in China, 3–5 to Europe and 2–4 to Japan.',
      es: 'Los artículos en stock salen 1–2 días laborables tras confirmar el presupuesto; la entrega tarda 1–3 días en China, 3–5 a Europa y 2–4 a Japón.',
      ja: '在庫品は見積確認後 1〜2 営業日で出荷します。中国国内 1〜3 日、欧州 3〜5 日、日本 2〜4 日でお届けします。',
    },
  },
  {
    group: 'products-quality',
    question: {
      zh: '体内抗体的内毒素水平是多少？',
      en: 'What endotoxin level do in vivo antibodies have?',
      es: '¿Qué nivel de endotoxina tienen los anticuerpos in vivo?',
      ja: 'in vivo 抗体のエンドトキシン値は？',
    },
    answer: {
      zh: '所有体内抗体 < 1 EU/mg，V9 系列 < 0.5 EU/mg，每批以重组 C 因子法检测并写入 COA。',
      en: 'All in vivo antibodies are below 1 EU/mg and the V9 series below 0.5 EU/mg, tested on every lot by recombinant factor C and reported on the COA.',
      es: 'Todos los anticuerpos in vivo están por debajo de 1 EU/mg y la serie V9 por debajo de 0,5 EU/mg, analizados en cada lote por factor C recombinante e indicados en el COA.',
      ja: 'すべての in vivo 抗体は 1 EU/mg 未満、V9 シリーズは 0.5 EU/mg 未満です。全ロットを組換え C 因子法で試験し COA に記載します。',
    },
  },
  {
    group: 'products-quality',
    question: { zh: 'V3、V6、V9 有什么区别？', en: 'What do V3, V6 and V9 mean?', es: '¿Qué significan V3, V6 y V9?', ja: 'V3・V6・V9 の違いは？' },
    answer: {
      zh: '它们是纯化与质控等级：V3 适用于体外实验，V6 适用于常规体内实验，V9 为最严格的低内毒素、低聚体等级，适用于长期或高剂量给药。',
      en: 'They are purification and quality grades: V3 for in vitro work, V6 for routine in vivo studies, and V9, the strictest low-endotoxin, low-aggregate grade, for long or high-dose studies.',
      es: 'Son grados de purificación y calidad: V3 para trabajo in vitro, V6 para estudios in vivo habituales y V9, el grado más estricto de baja endotoxina y pocos agregados, para estudios largos o de dosis alta.',
      ja: '精製・品質グレードです。V3 は in vitro 用、V6 は一般的な in vivo 試験用、V9 は最も厳しい低エンドトキシン・低凝集体グレードで長期・高用量試験向けです。',
    },
  },
  {
    group: 'products-quality',
    question: {
      zh: '在哪里下载说明书和 COA？',
      en: 'Where can I download datasheets and COAs?',
      es: '¿Dónde descargo fichas técnicas y COA?',
      ja: 'データシートや COA はどこでダウンロードできますか？',
    },
    answer: {
      zh: '产品页提供说明书下载；各批次 COA 可登录后在下载中心按货号或批号查询。',
      en: 'Datasheets are on each product page; after signing in, the Download centre finds the COA of any lot by catalogue or lot number.',
      es: 'Las fichas técnicas están en cada página de producto; tras iniciar sesión, el Centro de descargas encuentra el COA de cualquier lote por referencia o número de lote.',
      ja: 'データシートは各製品ページにあります。ログイン後、ダウンロードセンターでカタログ番号またはロット番号から COA を検索できます。',
    },
  },
  {
    group: 'account-invoices',
    question: { zh: '如何获取发票？', en: 'How do I get an invoice?', es: '¿Cómo obtengo una factura?', ja: '請求書はどう受け取りますか？' },
    answer: {
      zh: '订单发货后，发票会出现在“我的发票”中，可下载 PDF；如需修改抬头，请在开票前联系我们。',
      en: 'Once an order ships, its invoice appears under **My Invoices** as a PDF; to change the billing name, contact us before the invoice is issued.',
      es: 'Cuando se envía un pedido, su factura aparece en **Mis facturas** en PDF; para cambiar el nombre de facturación, contáctenos antes de emitirla.',
      ja: '出荷後、請求書は**請求書一覧**に PDF で表示されます。宛名の変更は発行前にご連絡ください。',
    },
  },
  {
    group: 'account-invoices',
    question: {
      zh: '为什么我看到的价格与同事不同？',
      en: 'Why do I see different prices from a colleague?',
      es: '¿Por qué veo precios distintos a los de un compañero?',
      ja: '同僚と表示価格が違うのはなぜですか？',
    },
    answer: {
      zh: '价格按客户类型（学术、企业）显示。请在账户设置中选择正确的客户类型，我们审核后生效。',
      en: 'Prices follow your customer group (academic or industry). Choose the right group in your account settings; it applies once we have checked it.',
      es: 'Los precios dependen de su grupo de cliente (académico o industria). Elija el grupo correcto en los ajustes de su cuenta; se aplica tras nuestra revisión.',
      ja: '価格はお客様区分（アカデミック・企業）に応じて表示されます。アカウント設定で正しい区分を選択してください。確認後に反映されます。',
    },
  },
  {
    group: 'account-invoices',
    question: { zh: '忘记密码怎么办？', en: 'I forgot my password. What now?', es: 'He olvidado mi contraseña. ¿Qué hago?', ja: 'パスワードを忘れました。' },
    answer: {
      zh: '在登录页点击“忘记密码”，通过绑定的手机或邮箱接收验证码后即可重设密码。',
      en: 'Click **Forgot password** on the sign-in page; a code sent to your phone or e-mail lets you set a new password.',
      es: 'Pulse **¿Olvidó su contraseña?** en la página de acceso; un código enviado a su teléfono o correo le permite crear una nueva.',
      ja: 'ログイン画面の「**パスワードをお忘れの方**」から、登録済みの電話番号またはメールに届くコードで再設定できます。',
    },
  },
];
