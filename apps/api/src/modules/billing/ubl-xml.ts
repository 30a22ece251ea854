import { escapeXml } from '../../lib/xml.ts';

// A small XML writer and reader for the e-invoice (issue 25 §1): elements with attributes and text, escaped
// on the way out, and read back by the Peppol rule check. The reader accepts what the writer writes (and
// ordinary well-formed XML without DTDs, comments or CDATA); anything else is refused, never guessed at.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

type Child = XmlElement | null | undefined | false;

/** An element with text (a string or number) or children; null, undefined and false children are left out. */
export function el(
  name: string,
  content: string | number | Child[] = [],
  attributes: Record<string, string> = {},
): XmlElement {
  return typeof content === 'string' || typeof content === 'number'
    ? { name, attributes, children: [], text: String(content) }
    : {
        name,
        attributes,
        children: content.filter((child): child is XmlElement => Boolean(child)),
        text: '',
      };
}

function write(node: XmlElement, indent: string): string {
  const attributes = Object.entries(node.attributes)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
  if (node.children.length === 0)
    return `${indent}<${node.name}${attributes}>${escapeXml(node.text)}</${node.name}>`;
  const inner = node.children.map((child) => write(child, `${indent}  `)).join('\n');
  return `${indent}<${node.name}${attributes}>\n${inner}\n${indent}</${node.name}>`;
}

/** The document, UTF-8, with its declaration. */
export function renderXml(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${write(root, '')}\n`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function unescapeXml(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    const known = ENTITIES[entity];
    if (known === undefined) throw new Error(`XML: unknown entity ${match}`);
    return known;
  });
}

const TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*"[^"]*")*)\s*(\/?)>/y;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*"([^"]*)"/g;

/** Reads a document into its root element; malformed XML throws. */
export function parseXml(source: string): XmlElement {
  let position = source.startsWith('\uFEFF') ? 1 : 0;
  const declaration = /^<\?xml[^?]*\?>/.exec(source.slice(position));
  if (declaration) position += declaration[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (position < source.length) {
    const next = source.indexOf('<', position);
    const text = source.slice(position, next === -1 ? source.length : next);
    if (text.trim() !== '') {
      const open = stack.at(-1);
      if (!open) throw new Error('XML: text outside the root element');
      open.text += unescapeXml(text);
    }
    if (next === -1) break;
    TAG.lastIndex = next;
    const tag = TAG.exec(source);
    if (!tag) throw new Error(`XML: malformed tag at ${next}`);
    position = TAG.lastIndex;
    const [, closing, name, rawAttributes, selfClosing] = tag;
    if (closing) {
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`XML: </${name}> closes nothing open`);
      if (open.children.length > 0) open.text = '';
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key, value] of rawAttributes!.matchAll(ATTRIBUTE)) attributes[key!] = unescapeXml(value!);
    const node: XmlElement = { name: name!, attributes, children: [], text: '' };
    const parent = stack.at(-1);
    if (parent) parent.children.push(node);
    else if (root) throw new Error('XML: a second root element');
    else root = node;
    if (!selfClosing) stack.push(node);
  }
  if (!root || stack.length > 0) throw new Error('XML: the document is incomplete');
  return root;
}

/** The children of `node` along a path of element names (`cac:TaxTotal/cbc:TaxAmount`). */
export function select(node: XmlElement, path: string): XmlElement[] {
  return path
    .split('/')
    .reduce<XmlElement[]>(
      (found, name) => found.flatMap((parent) => parent.children.filter((child) => child.name === name)),
      [node],
    );
}

/** The text of the first element along a path; undefined when there is none. */
export const textAt = (node: XmlElement, path: string): string | undefined => select(node, path)[0]?.text;
