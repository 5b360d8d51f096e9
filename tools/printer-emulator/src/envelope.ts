// Reads a SOAP envelope namespace-aware (@xmldom/xmldom) into the commands the renderers draw,
// or the reason the device would refuse it (always answered as SchemaError).
import { DOMParser, type Element, type Node } from "@xmldom/xmldom";
import {
  type Check,
  DISPLAY_ELEMENTS,
  EPOS_DISPLAY_NAMESPACE,
  EPOS_PRINT_NAMESPACE,
  PAGE_ELEMENTS,
  PARAMETER_ELEMENTS,
  PRINT_ELEMENTS,
  PRINT_JOB_ID,
  PRINT_ROOT,
  type Schema,
  SOAP_NAMESPACE,
} from "./schema";

export type Kind = "print" | "display";

/** One element of the document, in order; `children` only for `<page>`. */
export type Command = {
  name: string;
  attributes: Record<string, string>;
  content: string;
  children: Command[];
};

export type Envelope =
  | { ok: true; printjobid: string | null; commands: Command[] }
  | { ok: false; reason: string };

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_NODE = 4;
const COMMENT_NODE = 8;
const XMLNS_NAMESPACE = "http://www.w3.org/2000/xmlns/";

class SchemaError extends Error {}

function fail(reason: string): never {
  throw new SchemaError(reason);
}

export function readEnvelope(xml: string, kind: Kind): Envelope {
  try {
    return { ok: true, ...readDocument(parse(xml), kind) };
  } catch (error) {
    if (error instanceof SchemaError) return { ok: false, reason: error.message };
    // xmldom's ParseError (not well-formed): the device answers SchemaError too.
    return { ok: false, reason: `not well-formed XML: ${(error as Error).message.split("\n")[0]}` };
  }
}

function parse(xml: string): Element {
  // A DTD could declare entities; the device takes none, and refusing it keeps parsing bounded.
  if (/<!DOCTYPE/i.test(xml)) fail("a DOCTYPE is not accepted");
  const errors: string[] = [];
  const document = new DOMParser({
    onError: (level, message) => {
      if (level !== "warning") errors.push(message);
    },
  }).parseFromString(xml, "text/xml");
  if (errors.length > 0) fail(`not well-formed XML: ${errors[0]}`);
  const root = document.documentElement;
  if (!root) fail("no root element");
  return root;
}

function readDocument(root: Element, kind: Kind) {
  expectElement(root, SOAP_NAMESPACE, "Envelope");
  const parts = elementChildren(root);
  let printjobid: string | null = null;
  let index = 0;
  if (parts[0] && parts[0].localName === "Header") {
    expectElement(parts[0], SOAP_NAMESPACE, "Header");
    printjobid = readHeader(parts[0]);
    index = 1;
  }
  const body = parts[index];
  if (!body) fail("the envelope has no Body");
  expectElement(body, SOAP_NAMESPACE, "Body");
  if (parts.length > index + 1) fail("elements after the Body");
  const payloads = elementChildren(body);
  const [payload] = payloads;
  if (!payload || payloads.length !== 1) fail("the Body must hold exactly one element");
  const namespace = kind === "print" ? EPOS_PRINT_NAMESPACE : EPOS_DISPLAY_NAMESPACE;
  expectElement(payload, namespace, kind === "print" ? "epos-print" : "epos-display");
  readAttributes(payload, kind === "print" ? PRINT_ROOT : {});
  const schema = kind === "print" ? PRINT_ELEMENTS : DISPLAY_ELEMENTS;
  return { printjobid, commands: readCommands(payload, namespace, schema) };
}

function readHeader(header: Element): string | null {
  let printjobid: string | null = null;
  for (const parameter of elementChildren(header)) {
    expectElement(parameter, EPOS_PRINT_NAMESPACE, "parameter");
    for (const field of elementChildren(parameter)) {
      expectElement(field, EPOS_PRINT_NAMESPACE, field.localName ?? "");
      if (!(PARAMETER_ELEMENTS as readonly string[]).includes(field.localName ?? "")) {
        fail(`unknown header parameter <${field.localName}>`);
      }
      if (field.localName === "printjobid") {
        const value = textOf(field);
        if (!PRINT_JOB_ID.test(value)) fail(`printjobid "${value}" is not 1–30 of [A-Za-z0-9_.-]`);
        printjobid = value;
      }
    }
  }
  return printjobid;
}

function readCommands(parent: Element, namespace: string, schema: Schema): Command[] {
  const commands: Command[] = [];
  for (const element of elementChildren(parent)) {
    const name = element.localName ?? "";
    // The stray xmlns="" of a careless builder lands here: the element is in no namespace.
    if (element.namespaceURI !== namespace) {
      fail(`<${name}> is in namespace "${element.namespaceURI ?? ""}", not ${namespace}`);
    }
    const allowed = Object.hasOwn(schema, name) ? schema[name] : undefined;
    if (!allowed) fail(`unknown element <${name}>`);
    const attributes = readAttributes(element, allowed);
    const children =
      name === "page" && schema === PRINT_ELEMENTS
        ? readCommands(element, namespace, PAGE_ELEMENTS)
        : [];
    if (name !== "page" && elementChildren(element).length > 0) {
      fail(`<${name}> cannot hold elements`);
    }
    const content = name === "page" ? "" : textOf(element);
    commands.push({
      name,
      attributes,
      content: name === "symbol" ? symbolData(content) : content,
      children,
    });
  }
  return commands;
}

function readAttributes(
  element: Element,
  allowed: Readonly<Record<string, Check>>,
): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (let i = 0; i < element.attributes.length; i++) {
    const attribute = element.attributes.item(i);
    if (!attribute) continue;
    if (attribute.namespaceURI === XMLNS_NAMESPACE) continue; // declarations, checked above
    const check = Object.hasOwn(allowed, attribute.localName ?? "")
      ? allowed[attribute.localName ?? ""]
      : undefined;
    if (attribute.namespaceURI || !check) {
      fail(`unknown attribute ${attribute.name} on <${element.localName}>`);
    }
    if (!check(attribute.value)) {
      fail(`${attribute.name}="${attribute.value}" is not a value <${element.localName}> takes`);
    }
    attributes[attribute.localName ?? ""] = attribute.value;
  }
  return attributes;
}

function expectElement(element: Element, namespace: string, localName: string) {
  if (element.namespaceURI !== namespace || element.localName !== localName) {
    fail(
      `expected <${localName}> in ${namespace}, got <${element.localName}> in "${element.namespaceURI ?? ""}"`,
    );
  }
}

/** Element children; text other than whitespace between elements is refused like the device. */
function elementChildren(parent: Element): Element[] {
  const elements: Element[] = [];
  for (let node: Node | null = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === ELEMENT_NODE) elements.push(node as Element);
    else if (node.nodeType === COMMENT_NODE) continue;
    else if (isText(node) && (node.nodeValue ?? "").trim() !== "" && !holdsText(parent)) {
      fail(`text outside an element inside <${parent.localName}>`);
    }
  }
  return elements;
}

/** Elements whose own content is data (text, QR content, base64 raster, hex command). */
function holdsText(element: Element): boolean {
  return [
    "text",
    "barcode",
    "symbol",
    "image",
    "command",
    "printjobid",
    "devid",
    "timeout",
    "marquee",
  ].includes(element.localName ?? "");
}

function isText(node: Node): boolean {
  return node.nodeType === TEXT_NODE || node.nodeType === CDATA_NODE;
}

function textOf(element: Element): string {
  let text = "";
  for (let node: Node | null = element.firstChild; node; node = node.nextSibling) {
    if (isText(node)) text += node.nodeValue ?? "";
  }
  return text;
}

/**
 * A symbol's data as the printer reads it: the ePOS SDK sends a backslash as `\\` and the bytes
 * 0x00–0x1F and 0x7F–0xFF as `\xNN`; a lone backslash stays itself.
 */
export function symbolData(escaped: string): string {
  return escaped.replace(/\\(\\|x[0-9A-Fa-f]{2})/g, (_, code: string) =>
    code === "\\" ? "\\" : String.fromCharCode(Number.parseInt(code.slice(1), 16)),
  );
}
