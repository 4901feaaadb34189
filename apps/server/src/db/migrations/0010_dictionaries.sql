CREATE TABLE "dict_items" (
	"dict_code" text NOT NULL,
	"value" text NOT NULL,
	"text" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "dict_items_dict_code_value_pk" PRIMARY KEY("dict_code","value")
);
--> statement-breakpoint
-- Reference data: the dictionaries screens and clients read (spec section 3), in the four interface languages.
INSERT INTO "dict_items" ("dict_code", "value", "text", "sort_order") VALUES
('order_status', 'cart', '{"zh": "购物车", "en": "Cart", "es": "Carrito", "ja": "カート"}', 0),
('order_status', 'inquirying', '{"zh": "询价中", "en": "Quote in preparation", "es": "Cotización en preparación", "ja": "見積作成中"}', 1),
('order_status', 'confirmed', '{"zh": "待确认", "en": "Awaiting your confirmation", "es": "Pendiente de su confirmación", "ja": "確認待ち"}', 2),
('order_status', 'producting', '{"zh": "生产中", "en": "In production", "es": "En producción", "ja": "製造中"}', 3),
('order_status', 'shipped', '{"zh": "已发货", "en": "Shipped", "es": "Enviado", "ja": "発送済み"}', 4),
('order_status', 'completed', '{"zh": "已完成", "en": "Completed", "es": "Completado", "ja": "完了"}', 5),
('order_status', 'canceled', '{"zh": "已取消", "en": "Cancelled", "es": "Cancelado", "ja": "キャンセル済み"}', 6),
('transport_condition', 'dry_ice', '{"zh": "干冰", "en": "Dry ice", "es": "Hielo seco", "ja": "ドライアイス"}', 0),
('transport_condition', 'ice_pack', '{"zh": "冰袋", "en": "Ice pack", "es": "Bolsa de hielo", "ja": "保冷剤"}', 1),
('packaging', 'liquid', '{"zh": "液体", "en": "Liquid", "es": "Líquido", "ja": "液体"}', 0),
('packaging', 'freeze_dried', '{"zh": "冻干", "en": "Freeze-dried", "es": "Liofilizado", "ja": "凍結乾燥"}', 1),
('order_priority', 'normal', '{"zh": "普通", "en": "Normal", "es": "Normal", "ja": "通常"}', 0),
('order_priority', 'urgent', '{"zh": "加急", "en": "Urgent", "es": "Urgente", "ja": "至急"}', 1),
('expression_host', 'hek293', '{"zh": "HEK293", "en": "HEK293", "es": "HEK293", "ja": "HEK293"}', 0),
('expression_host', 'cho', '{"zh": "CHO", "en": "CHO", "es": "CHO", "ja": "CHO"}', 1),
('expression_host', 'e_coli', '{"zh": "大肠杆菌", "en": "E. coli", "es": "E. coli", "ja": "大腸菌"}', 2),
('payment_method', 'bank_transfer', '{"zh": "银行转账", "en": "Bank transfer", "es": "Transferencia bancaria", "ja": "銀行振込"}', 0),
('payment_method', 'purchase_order', '{"zh": "采购订单", "en": "Purchase order", "es": "Orden de compra", "ja": "発注書"}', 1),
('payment_method', 'credit_card', '{"zh": "信用卡", "en": "Credit card", "es": "Tarjeta de crédito", "ja": "クレジットカード"}', 2),
('payment_method', 'alipay', '{"zh": "支付宝", "en": "Alipay", "es": "Alipay", "ja": "Alipay"}', 3),
('payment_method', 'wechat_pay', '{"zh": "微信支付", "en": "WeChat Pay", "es": "WeChat Pay", "ja": "WeChat Pay"}', 4),
('product_category', '0', '{"zh": "全部", "en": "All", "es": "Todos", "ja": "すべて"}', 0),
('product_category', '1', '{"zh": "生物类似药", "en": "Biosimilar", "es": "Biosimilar", "ja": "バイオシミラー"}', 1),
('product_category', '2', '{"zh": "同型对照", "en": "Isotype control", "es": "Control de isotipo", "ja": "アイソタイプコントロール"}', 2),
('product_category', '3', '{"zh": "抗小鼠", "en": "Anti-mouse", "es": "Anti-ratón", "ja": "抗マウス"}', 3),
('product_category', '4', '{"zh": "融合蛋白", "en": "Fusion proteins", "es": "Proteínas de fusión", "ja": "融合タンパク質"}', 4),
('product_category', '5', '{"zh": "相关产品", "en": "Related products", "es": "Productos relacionados", "ja": "関連製品"}', 5);
