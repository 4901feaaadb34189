import { PUNCHOUT_MAX_XML_BYTES } from '@portal/domain';
import type * as FastXmlParser from 'fast-xml-parser';
import { onFirstUse, requireAtRuntime } from '../../first-use.js';

/** Why a document was refused before anything in it was read; the cXML reply names it. */
export class XmlRefused extends Error {
  constructor(readonly reason: 'tooLarge' | 'doctypeSubset' | 'malformed') {
    super(`XML refused: ${reason}`);
  }
}

/** Elements cXML lets repeat; the parser keeps them as arrays even when a document has only one. */
const REPEATING = new Set(['Credential', 'Extrinsic', 'ItemOut', 'Contact', 'Description', 'Classification', 'Segment', 'Distribution', 'Comments', 'Email']);

// Only PunchOut speaks XML: the parser package is read on its first use, so that every start-up does not pay for it.
const xmlTools = onFirstUse(() => {
  const { XMLBuilder, XMLParser, XMLValidator } = requireAtRuntime('fast-xml-parser') as typeof FastXmlParser;
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    htmlEntities: false,
    isArray: (name) => REPEATING.has(name),
  });
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', format: true, suppressEmptyNode: true });
  return { parser, builder, validator: XMLValidator };
});

/**
 * Reads XML from outside (security.md S23). cXML documents name their DTD by a SYSTEM identifier, which is allowed and
 * never fetched; an internal subset is refused outright, so no entity can be declared: nothing external is read and
 * nothing expands beyond the five predefined entities and character references.
 */
export function readXml(text: string): Record<string, unknown> {
  if (Buffer.byteLength(text) > PUNCHOUT_MAX_XML_BYTES) throw new XmlRefused('tooLarge');
  if (/<!DOCTYPE[^>]*\[/i.test(text) || /<!ENTITY/i.test(text)) throw new XmlRefused('doctypeSubset');
  const { parser, validator } = xmlTools();
  if (validator.validate(text) !== true) throw new XmlRefused('malformed');
  return parser.parse(text) as Record<string, unknown>;
}

/** The DTD every document the portal sends declares; receivers parse leniently across 1.2.x. */
export const CXML_DTD = 'http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd';

/** A cXML document as sent: declaration, DOCTYPE and the element tree, text and attributes escaped by the builder. */
export function writeCxml(root: Record<string, unknown>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "${CXML_DTD}">\n${xmlTools().builder.build({ cXML: root }) as string}`;
}

/** A node's text, however the parser shaped it (plain text, or an object holding `#text` beside attributes). */
export function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'number') return String(node);
  if (node && typeof node === 'object' && '#text' in node) return textOf((node as Record<string, unknown>)['#text']);
  return '';
}

export type XmlNode = Record<string, unknown>;

export function childOf(node: unknown, name: string): XmlNode | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const child = (node as XmlNode)[name];
  const first = Array.isArray(child) ? child[0] : child;
  if (first === undefined) return undefined;
  return typeof first === 'object' && first !== null ? (first as XmlNode) : { '#text': first };
}

export function childrenOf(node: unknown, name: string): XmlNode[] {
  if (!node || typeof node !== 'object') return [];
  const child = (node as XmlNode)[name];
  const list = Array.isArray(child) ? child : child === undefined ? [] : [child];
  return list.map((item) => (typeof item === 'object' && item !== null ? (item as XmlNode) : { '#text': item }));
}

export function attributeOf(node: unknown, name: string): string {
  if (!node || typeof node !== 'object') return '';
  const value = (node as XmlNode)[`@${name}`];
  return typeof value === 'string' ? value : '';
}

/** The text at a path of child names: `pathText(item, 'ItemID', 'SupplierPartID')`. */
export function pathText(node: unknown, ...names: string[]): string {
  let current: unknown = node;
  for (const name of names) current = childOf(current, name);
  return textOf(current).trim();
}
