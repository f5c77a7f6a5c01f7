import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, parseDate } from '@cantoo/pdf-lib';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import {
  type AnnotationCategoryId,
  annotationCategory,
  isAnnotationCategoryId,
} from '@lantern/shared/domain/essays/annotation-categories';
import { XMLParser } from 'fast-xml-parser';
import {
  CATEGORY_KEY,
  type CategoryNames,
  LANTERN_AUTHOR,
  LANTERN_NAME_PREFIX,
  noteText,
  NOTE_SIZE_PT,
  placement,
  type PdfAnnotation,
  textOf,
} from './annotated-pdf.js';
import type { AnnotationQuad } from './coordinates.js';

/**
 * XFDF (ISO 19444-1), the XML form of a PDF's comments that Acrobat and other readers export and
 * import. Lantern writes the same fields into XFDF as into the PDF (annotated-pdf.ts): `name` is
 * the annotation's /NM with Lantern's prefix, `title` its author, and the category number, which
 * XFDF has no attribute for, goes in an attribute of Lantern's own namespace (readers ignore
 * attributes of namespaces they do not know).
 */
const XFDF_NAMESPACE = 'http://ns.adobe.com/xfdf/';
const LANTERN_NAMESPACE = 'urn:lantern:xfdf';
const CATEGORY_ATTRIBUTE = 'lantern:category';

/** The spec's error for an annotation Lantern did not write. */
export class UnknownAnnotationSourceError extends Error {
  readonly code = ErrorCode.pdfAnnotationSourceUnknown;
  constructor() {
    super('Unknown PDF annotation source');
    this.name = 'UnknownAnnotationSourceError';
  }
}

/** Thrown for XFDF that is not well formed or an annotation of ours whose fields do not add up. */
export class InvalidXfdfError extends Error {
  constructor(reason: string) {
    super(`Invalid XFDF: ${reason}`);
    this.name = 'InvalidXfdfError';
  }
}

/** An annotation read back from XFDF: the review's fields, with Lantern's id (the text after the prefix). */
export interface ImportedAnnotation {
  id: string;
  comment: string;
  category: AnnotationCategoryId;
  pageNumber: number;
  quads: AnnotationQuad[] | null;
  x: number | null;
  y: number | null;
  createdAt: Date | null;
}

/**
 * The review's visible annotations as an XFDF document (hidden ones are left out, as in the PDF).
 *
 * @throws InvalidAnnotationError for an annotation that cannot be placed.
 */
export function annotationsToXfdf(annotations: readonly PdfAnnotation[], names: CategoryNames = {}): string {
  const elements = annotations
    .filter((annotation) => !annotation.hidden)
    .map((annotation) => {
      const placed = placement(annotation);
      const category = annotationCategory(annotation.category);
      const quads = placed.kind === 'highlight' ? placed.quads : null;
      const rect =
        placed.kind === 'highlight'
          ? boundingBox(placed.quads)
          : [placed.x, placed.y - NOTE_SIZE_PT, placed.x + NOTE_SIZE_PT, placed.y];
      const date = annotation.createdAt ? pdfDate(annotation.createdAt) : undefined;
      return element(quads ? 'highlight' : 'text', {
        page: annotation.pageNumber - 1,
        rect: rect.map(formatNumber).join(','),
        color: category?.color.toUpperCase(),
        name: `${LANTERN_NAME_PREFIX}${annotation.id}`,
        title: LANTERN_AUTHOR,
        subject:
          (isAnnotationCategoryId(annotation.category) && names[annotation.category]) || category?.name,
        date,
        creationdate: date,
        flags: quads ? 'print' : 'print,nozoom,norotate',
        coords: quads
          ?.flatMap((quad) => quad.flat())
          .map(formatNumber)
          .join(','),
        icon: quads ? undefined : 'Comment',
        [CATEGORY_ATTRIBUTE]: annotation.category,
        contents: noteText(annotation, names),
      });
    });
  return document(elements);
}

const MARKUP_SUBTYPES = new Set([
  'Text',
  'FreeText',
  'Line',
  'Square',
  'Circle',
  'Polygon',
  'PolyLine',
  'Highlight',
  'Underline',
  'Squiggly',
  'StrikeOut',
  'Caret',
  'Stamp',
  'Ink',
  'FileAttachment',
  'Sound',
  'Redact',
]);

/**
 * Every comment in a PDF (its markup annotations: notes, highlights, drawings, stamps ... not
 * links, form fields or popups) as XFDF, whoever wrote them, as a reader's "export comments" does.
 */
export async function pdfAnnotationsToXfdf(pdf: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const elements: string[] = [];
  for (const [index, page] of doc.getPages().entries()) {
    for (const ref of page.node.Annots()?.asArray() ?? []) {
      const dict = doc.context.lookup(ref);
      if (!(dict instanceof PDFDict)) continue;
      const subtype = dict.lookup(PDFName.of('Subtype'));
      if (!(subtype instanceof PDFName) || !MARKUP_SUBTYPES.has(subtype.decodeText())) continue;
      const color = numbers(dict, 'C');
      const category = dict.lookup(PDFName.of(CATEGORY_KEY));
      const quadPoints = numbers(dict, 'QuadPoints');
      const icon = dict.lookup(PDFName.of('Name'));
      elements.push(
        element(subtype.decodeText().toLowerCase(), {
          page: index,
          rect: numbers(dict, 'Rect').map(formatNumber).join(','),
          color: color.length === 3 ? hexColor(color) : undefined,
          name: textOf(dict.lookup(PDFName.of('NM'))),
          title: textOf(dict.lookup(PDFName.of('T'))),
          subject: textOf(dict.lookup(PDFName.of('Subj'))),
          date: textOf(dict.lookup(PDFName.of('M'))),
          creationdate: textOf(dict.lookup(PDFName.of('CreationDate'))),
          coords: quadPoints.length ? quadPoints.map(formatNumber).join(',') : undefined,
          icon: icon instanceof PDFName ? icon.decodeText() : undefined,
          [CATEGORY_ATTRIBUTE]: category instanceof PDFNumber ? category.asNumber() : undefined,
          contents: textOf(dict.lookup(PDFName.of('Contents'))),
        }),
      );
    }
  }
  return document(elements);
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // fast-xml-parser only decodes character references (&#10;) with this on; XML requires them.
  htmlEntities: true,
});

type XmlNode = { [tag: string]: XmlNode[] | string | Record<string, string> } & {
  ':@'?: Record<string, string>;
};

/**
 * Lantern's annotations from an XFDF document. Any annotation without Lantern's marker refuses
 * the whole import, so nothing foreign slips into a review.
 *
 * @throws UnknownAnnotationSourceError ("Unknown PDF annotation source") for an annotation Lantern did not write.
 * @throws InvalidXfdfError when the document or one of our annotations is malformed.
 */
export function importXfdf(xfdf: string): ImportedAnnotation[] {
  // XFDF has no DTD; refusing one rules out entity-expansion tricks before any parsing.
  if (/<!DOCTYPE|<!ENTITY/i.test(xfdf)) throw new InvalidXfdfError('a DOCTYPE is not allowed');
  let nodes: XmlNode[];
  try {
    nodes = parser.parse(xfdf) as XmlNode[];
  } catch (error) {
    throw new InvalidXfdfError(error instanceof Error ? error.message : 'not XML');
  }
  const root = nodes.find((node) => 'xfdf' in node);
  if (!root) throw new InvalidXfdfError('the root element is not <xfdf>');
  const annots = children(root, 'xfdf').find((node) => 'annots' in node);
  const elements = annots ? children(annots, 'annots').filter((node) => tagOf(node) !== undefined) : [];

  const foreign = elements.some((node) => !(node[':@']?.name ?? '').startsWith(LANTERN_NAME_PREFIX));
  if (foreign) throw new UnknownAnnotationSourceError();
  return elements.map(readAnnotation);
}

function readAnnotation(node: XmlNode): ImportedAnnotation {
  const tag = tagOf(node)!;
  const attributes = node[':@'] ?? {};
  const id = attributes.name!.slice(LANTERN_NAME_PREFIX.length);
  const category = Number(attributes[CATEGORY_ATTRIBUTE]);
  const page = Number(attributes.page);
  if (!isAnnotationCategoryId(category))
    throw new InvalidXfdfError(`annotation ${id} has no category 1 to 6`);
  if (!Number.isInteger(page) || page < 0) throw new InvalidXfdfError(`annotation ${id} has no page`);

  const contents = children(node, tag)
    .filter((child) => 'contents' in child)
    .flatMap((child) => children(child, 'contents'))
    .map((text) => (typeof text['#text'] === 'string' ? text['#text'] : ''))
    .join('');
  const prefix = `${attributes.subject}: `;
  const comment =
    attributes.subject && contents.startsWith(prefix) ? contents.slice(prefix.length) : contents;
  const date = attributes.creationdate ?? attributes.date;
  const common = {
    id,
    comment,
    category,
    pageNumber: page + 1,
    createdAt: date ? (parseDate(date) ?? null) : null,
  };

  if (tag === 'highlight') {
    const coords = numberList(attributes.coords);
    if (coords.length === 0 || coords.length % 8 !== 0)
      throw new InvalidXfdfError(`highlight ${id} needs coords in groups of eight`);
    const quads: AnnotationQuad[] = [];
    for (let index = 0; index < coords.length; index += 8) {
      const [x1, y1, x2, y2, x3, y3, x4, y4] = coords.slice(index, index + 8) as Eight;
      quads.push([
        [x1, y1],
        [x2, y2],
        [x3, y3],
        [x4, y4],
      ]);
    }
    return { ...common, quads, x: null, y: null };
  }
  if (tag === 'text') {
    const rect = numberList(attributes.rect);
    if (rect.length !== 4) throw new InvalidXfdfError(`note ${id} needs a rect`);
    // The note's top-left corner is where the tutor pinned it (annotated-pdf.ts).
    return { ...common, quads: null, x: Math.min(rect[0]!, rect[2]!), y: Math.max(rect[1]!, rect[3]!) };
  }
  throw new InvalidXfdfError(`Lantern writes no <${tag}> annotation`);
}

type Eight = [number, number, number, number, number, number, number, number];

function tagOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@' && key !== '#text' && !key.startsWith('?'));
}

function children(node: XmlNode, tag: string): XmlNode[] {
  const value = node[tag];
  return Array.isArray(value) ? value : [];
}

function numberList(value: string | undefined): number[] {
  if (!value) return [];
  const list = value.split(',').map((part) => Number(part.trim()));
  return list.every(Number.isFinite) ? list : [];
}

function numbers(dict: PDFDict, key: string): number[] {
  const array = dict.lookup(PDFName.of(key));
  if (!(array instanceof PDFArray)) return [];
  return array.asArray().flatMap((value) => (value instanceof PDFNumber ? [value.asNumber()] : []));
}

function boundingBox(quads: readonly AnnotationQuad[]): number[] {
  const xs = quads.flatMap((quad) => quad.map(([x]) => x));
  const ys = quads.flatMap((quad) => quad.map(([, y]) => y));
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function hexColor(rgb: number[]): string {
  const hex = rgb.map((channel) =>
    Math.round(Math.min(1, Math.max(0, channel)) * 255)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${hex.join('').toUpperCase()}`;
}

/** PDF date string (section 7.9.4), which XFDF uses too. */
function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

/** No exponents, three decimals: a thousandth of a point is plenty. */
function formatNumber(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

type Attributes = Record<string, string | number | undefined> & { contents?: string };

function element(tag: string, { contents, ...attributes }: Attributes): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeAttribute(String(value))}"`)
    .join('');
  const body = contents === undefined ? '' : `<contents>${escapeText(contents)}</contents>`;
  return `<${tag}${written}>${body}</${tag}>`;
}

function document(elements: string[]): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<xfdf xmlns="${XFDF_NAMESPACE}" xmlns:lantern="${LANTERN_NAMESPACE}" xml:space="preserve">` +
    `<annots>${elements.join('')}</annots></xfdf>\n`
  );
}

// Characters XML 1.0 cannot carry at all (most control characters, lone surrogates, U+FFFE/U+FFFF).
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function escapeText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;');
}

/** Line breaks and tabs as references, or a parser would turn them into spaces inside an attribute. */
function escapeAttribute(text: string): string {
  return escapeText(text)
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\n/g, '&#10;')
    .replace(/\t/g, '&#9;');
}
