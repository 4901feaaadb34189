CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '0' NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","sort_order");
--> statement-breakpoint
-- Reference data: the product category tree (lines and their categorySec groups), in the four interface languages.
INSERT INTO "categories" ("id", "parent_id", "code", "name", "sort_order") VALUES
('C01', '0', 'biosimilar', '{"zh": "生物类似药", "en": "Biosimilar", "es": "Biosimilar", "ja": "バイオシミラー"}', 0),
('C0101', 'C01', 'biosimilar-v6', '{"zh": "V6", "en": "V6", "es": "V6", "ja": "V6"}', 0),
('C0102', 'C01', 'biosimilar-v9', '{"zh": "V9", "en": "V9", "es": "V9", "ja": "V9"}', 1),
('C02', '0', 'isotype-control', '{"zh": "同型对照", "en": "Isotype control", "es": "Control de isotipo", "ja": "アイソタイプコントロール"}', 1),
('C0201', 'C02', 'isotype-control-v3', '{"zh": "V3", "en": "V3", "es": "V3", "ja": "V3"}', 0),
('C0202', 'C02', 'isotype-control-v6', '{"zh": "V6", "en": "V6", "es": "V6", "ja": "V6"}', 1),
('C0203', 'C02', 'isotype-control-v9', '{"zh": "V9", "en": "V9", "es": "V9", "ja": "V9"}', 2),
('C03', '0', 'anti-mouse', '{"zh": "抗小鼠", "en": "Anti-mouse", "es": "Anti-ratón", "ja": "抗マウス"}', 2),
('C0301', 'C03', 'anti-mouse-v3', '{"zh": "V3", "en": "V3", "es": "V3", "ja": "V3"}', 0),
('C0302', 'C03', 'anti-mouse-v6', '{"zh": "V6", "en": "V6", "es": "V6", "ja": "V6"}', 1),
('C0303', 'C03', 'anti-mouse-v9', '{"zh": "V9", "en": "V9", "es": "V9", "ja": "V9"}', 2),
('C04', '0', 'fusion-proteins', '{"zh": "融合蛋白", "en": "Fusion proteins", "es": "Proteínas de fusión", "ja": "融合タンパク質"}', 3),
('C0401', 'C04', 'fusion-proteins-bispecific-special', '{"zh": "Bispecific-Special", "en": "Bispecific-Special", "es": "Bispecific-Special", "ja": "Bispecific-Special"}', 0),
('C05', '0', 'anti-drug', '{"zh": "抗体偶联药物", "en": "Antibody-drug conjugates", "es": "Conjugados anticuerpo-fármaco", "ja": "抗体薬物複合体"}', 4),
('C0501', 'C05', 'anti-drug-adc-biosimilar', '{"zh": "ADC-Biosimilar", "en": "ADC-Biosimilar", "es": "ADC-Biosimilar", "ja": "ADC-Biosimilar"}', 0),
('C0502', 'C05', 'anti-drug-adc-isotype', '{"zh": "ADC-Isotype", "en": "ADC-Isotype", "es": "ADC-Isotype", "ja": "ADC-Isotype"}', 1),
('C06', '0', 'related', '{"zh": "相关产品", "en": "Related products", "es": "Productos relacionados", "ja": "関連製品"}', 5),
('C07', '0', 'recombinant-protein', '{"zh": "重组蛋白", "en": "Recombinant proteins", "es": "Proteínas recombinantes", "ja": "組換えタンパク質"}', 6),
('C08', '0', 'cell-line', '{"zh": "细胞株", "en": "Cell lines", "es": "Líneas celulares", "ja": "細胞株"}', 7);
