import { readdirSync, readFileSync } from 'node:fs';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

// Checks an e-invoice against the OASIS UBL 2.1 schemas (issue 25 §1) with libxml2's xmllint, compiled to
// WebAssembly, so it runs offline and alike on every machine. The schemas are the runtime set of the UBL 2.1
// release in modules/billing/ubl-xsd/ (README.md there: source and licence); an Invoice is checked against
// UBL-Invoice-2.1.xsd, a CreditNote against UBL-CreditNote-2.1.xsd, both with the common modules they import.

const XSD_DIR = new URL('../modules/billing/ubl-xsd/', import.meta.url);

const schemaFile = (path: string): XMLFileInfo => ({
  fileName: path,
  contents: readFileSync(new URL(path, XSD_DIR), 'utf8'),
});

let common: XMLFileInfo[] | undefined;
const commonModules = () =>
  (common ??= readdirSync(new URL('common/', XSD_DIR))
    .filter((name) => name.endsWith('.xsd'))
    .map((name) => schemaFile(`common/${name}`)));

// The UBL namespaces written as the prefixes the e-invoice uses, so a message reads like the document.
const PREFIXES: [RegExp, string][] = [
  [/\{urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2\}/g, 'cbc:'],
  [/\{urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2\}/g, 'cac:'],
  [/\{urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2\}/g, 'ext:'],
  [/\{urn:oasis:names:specification:ubl:schema:xsd:(Invoice|CreditNote)-2\}/g, ''],
];
const readable = (message: string) => PREFIXES.reduce((text, [from, to]) => text.replace(from, to), message);

/**
 * What the UBL 2.1 XSD finds wrong with `xml`, one message per error (`regel N: …`); an empty list is a
 * pass. A document that is neither an Invoice nor a CreditNote is one error.
 */
export async function ublXsdErrors(xml: string): Promise<string[]> {
  const root = /<(?:[\w.-]+:)?(Invoice|CreditNote)[\s>/]/.exec(xml)?.[1];
  if (!root) return ['Geen UBL Invoice of CreditNote'];
  const result = await validateXML({
    xml: { fileName: 'e-factuur.xml', contents: xml },
    schema: schemaFile(`maindoc/UBL-${root}-2.1.xsd`),
    preload: commonModules(),
  });
  if (result.valid) return [];
  return result.errors.map((error) =>
    readable(error.loc ? `regel ${error.loc.lineNumber}: ${error.message}` : error.message),
  );
}
