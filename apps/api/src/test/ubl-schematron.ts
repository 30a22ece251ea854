import { readFileSync } from 'node:fs';
import fontoxpath from 'fontoxpath';
import { type Element, parseXmlDocument } from 'slimdom';

// Runs the official business rules of an e-invoice (issue 25 §1): the CEN EN 16931 rules bound to UBL and the
// Peppol BIS Billing 3.0 rules with the Dutch ones (NLCIUS), as the Schematron files the validators use
// (modules/billing/ubl-schematron/, README.md there: source and licence). They are written for XSLT 2; here
// each rule is evaluated as XQuery 3.1 by fontoxpath, a maintained XPath/XQuery engine in plain JavaScript,
// so the check runs offline and alike on every machine. What ISO Schematron says a run is, and this does:
// - the schema's `let`s, then the pattern's and the rule's, are in scope of a rule's checks;
// - a rule's context is an XSLT match pattern: a union of paths, each matching anywhere unless rooted;
// - within one pattern a node is checked by the first rule whose context matches it, and only by that one;
// - an `assert` fails when its test is false, a `report` when its test is true.
// The Peppol file also defines helper functions in XSLT (`u:slack`, `u:gln`, `u:mod11`, …); each is a list of
// variables and one result, which reads one to one as an XQuery function in a module registered once.

const { evaluateXPath, evaluateXPathToNodes, registerXQueryModule, Language } = fontoxpath;

const SCH = 'http://purl.oclc.org/dsdl/schematron';
const XSL = 'http://www.w3.org/1999/XSL/Transform';
const RULES_DIR = new URL('../modules/billing/ubl-schematron/', import.meta.url);

type RuleFailure = { id: string; flag: string; message: string };
type Rule = { match: string; query: string; checks: RuleFailure[] };
type RuleSet = { patterns: Rule[][]; options: fontoxpath.Options };

const childrenOf = (el: Element, ns: string, name?: string) =>
  el.children.filter((c) => c.namespaceURI === ns && (!name || c.localName === name));
const attribute = (el: Element, name: string) => el.getAttribute(name) ?? '';

// XQuery reads '&' in a string literal as the start of an entity; XPath has no '&' outside its literals.
const asXQuery = (expression: string) => expression.replaceAll('&', '&amp;');
const withLets = (lets: string, body: string) => asXQuery(lets ? `${lets} return ${body}` : body);
const letClauses = (el: Element) =>
  childrenOf(el, SCH, 'let')
    .map((l) => `let $${attribute(l, 'name')} := (${attribute(l, 'value')})`)
    .join(' ');

// An XSLT function's body: its variables as `let`s, then its one result (value-of, sequence, or a choose of them).
function functionBody(parent: Element): string {
  const lets: string[] = [];
  let result = '()';
  for (const el of childrenOf(parent, XSL)) {
    if (el.localName === 'variable') {
      const select = el.getAttribute('select');
      const value =
        select ??
        (el.children.length ? functionBody(el) : `'${(el.textContent ?? '').replaceAll("'", "''")}'`);
      const type = el.getAttribute('as');
      lets.push(`let $${attribute(el, 'name')}${type ? ` as ${type}` : ''} := (${value})`);
    } else if (el.localName === 'choose') {
      const otherwise = childrenOf(el, XSL, 'otherwise')[0];
      result = childrenOf(el, XSL, 'when').reduceRight(
        (rest, when) => `if (${attribute(when, 'test')}) then (${functionBody(when)}) else (${rest})`,
        otherwise ? functionBody(otherwise) : '()',
      );
    } else if (el.localName === 'value-of' || el.localName === 'sequence') {
      result = attribute(el, 'select');
    } else if (el.localName !== 'param') {
      throw new Error(`xsl:${el.localName} in a Schematron function is not supported`);
    }
  }
  return lets.length ? `${lets.join(' ')} return (${result})` : result;
}

function functionModule(schema: Element, uri: string) {
  const functions = childrenOf(schema, XSL, 'function').map((fn) => {
    const params = childrenOf(fn, XSL, 'param').map((p) => {
      const type = p.getAttribute('as');
      return `$${attribute(p, 'name')}${type ? ` as ${type}` : ''}`;
    });
    const type = fn.getAttribute('as') ?? 'item()*';
    return `declare function ${attribute(fn, 'name')}(${params.join(', ')}) as ${type} { ${asXQuery(functionBody(fn))} };`;
  });
  return `module namespace u = "${uri}";\n${functions.join('\n')}`;
}

// A rule's context as a path expression: each branch of its union is searched from the root.
function contextPath(context: string) {
  const branches: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < context.length; i++) {
    const c = context[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === '|' && depth === 0) {
      branches.push(context.slice(start, i));
      start = i + 1;
    }
  }
  branches.push(context.slice(start));
  return branches
    .map((branch) => branch.trim())
    .map((branch) => (branch.startsWith('/') ? branch : `//${branch}`))
    .join(' | ');
}

const registeredModules = new Set<string>();

function loadRules(fileName: string): RuleSet {
  const schema = parseXmlDocument(readFileSync(new URL(fileName, RULES_DIR), 'utf8')).documentElement!;
  const prefixes = new Map(
    childrenOf(schema, SCH, 'ns').map((n) => [attribute(n, 'prefix'), attribute(n, 'uri')]),
  );
  const moduleImports: Record<string, string> = {};
  if (childrenOf(schema, XSL, 'function').length) {
    const uri = prefixes.get('u');
    if (!uri) throw new Error(`${fileName}: functions without the prefix u`);
    if (!registeredModules.has(uri)) registerXQueryModule(functionModule(schema, uri));
    registeredModules.add(uri);
    moduleImports.u = uri;
  }
  const options: fontoxpath.Options = {
    namespaceResolver: (prefix: string) => prefixes.get(prefix) ?? null,
    language: Language.XQUERY_3_1_LANGUAGE,
    moduleImports,
  };
  const globals = letClauses(schema);
  const patterns = childrenOf(schema, SCH, 'pattern').map((pattern) => {
    const shared = [globals, letClauses(pattern)].filter(Boolean).join(' ');
    return childrenOf(pattern, SCH, 'rule').map((rule) => {
      const checks = rule.children.filter(
        (c) => c.namespaceURI === SCH && (c.localName === 'assert' || c.localName === 'report'),
      );
      // One query per rule and node: the index of every check that fails.
      const failing = checks.map(
        (c, i) => `if (${c.localName === 'report' ? '' : 'not'}(${attribute(c, 'test')})) then ${i} else ()`,
      );
      return {
        match: withLets(shared, `(${contextPath(attribute(rule, 'context'))})`),
        query: withLets([shared, letClauses(rule)].filter(Boolean).join(' '), `(${failing.join(', ')})`),
        checks: checks.map((c) => ({
          id: attribute(c, 'id'),
          flag: c.getAttribute('flag') ?? 'fatal',
          message: (c.textContent ?? '').trim().replace(/\s+/g, ' '),
        })),
      };
    });
  });
  return { patterns, options };
}

function failuresOf({ patterns, options }: RuleSet, xml: string): RuleFailure[] {
  const document = parseXmlDocument(xml);
  const failures: RuleFailure[] = [];
  for (const rules of patterns) {
    const checked = new Set<unknown>();
    for (const rule of rules) {
      for (const node of evaluateXPathToNodes(rule.match, document, null, {}, options)) {
        if (checked.has(node)) continue;
        checked.add(node);
        const failed = evaluateXPath(rule.query, node, null, {}, evaluateXPath.NUMBERS_TYPE, options);
        failures.push(...failed.map((index) => rule.checks[index]!));
      }
    }
  }
  return failures;
}

let ruleSets: RuleSet[] | undefined;

/**
 * What the CEN EN 16931 and the Peppol BIS Billing 3.0 Schematron rules find wrong with an e-invoice, as
 * `[ID] message (flag)` each: `fatal` makes an invoice invalid, a `warning` is advice; an empty list is a pass.
 * The first call reads and compiles the rules (seconds); later calls reuse them.
 */
export function ublSchematronFindings(xml: string): string[] {
  ruleSets ??= [loadRules('CEN-EN16931-UBL.sch'), loadRules('PEPPOL-EN16931-UBL.sch')];
  return ruleSets
    .flatMap((rules) => failuresOf(rules, xml))
    .map(
      ({ id, flag, message }) =>
        `${message.startsWith(`[${id}]`) ? message : `[${id}] ${message}`} (${flag})`,
    );
}
