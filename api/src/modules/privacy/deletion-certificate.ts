import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@cantoo/fontkit';
import { PDFDocument, type PDFFont, rgb } from '@cantoo/pdf-lib';
import { PRIVACY_STORES, type PrivacyRemoved } from '@lantern/shared/contracts/privacy';
import type { Locale } from '@lantern/shared/domain/languages/languages';
import { CERTIFICATE_WORDS } from './deletion-certificate-words.js';

/** What the certificate states: the request, who made it, and what left each store, when. */
export interface CertificateFacts {
  deletionId: number;
  scope: 'student' | 'school';
  targetId: number;
  districtName: string | null;
  schoolName: string | null;
  requestedBy: { id: number; role: string };
  requestedAt: Date;
  startedAt: Date;
  finishedAt: Date;
  students: number;
  removed: PrivacyRemoved;
  /** The requester's language: the certificate is read by the district that asked for it. */
  locale: Locale;
}

const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.8, 0.8, 0.8);

// DejaVu ships with the API (see essays/pdf/review-pages.ts): school names in any script print.
const FONT = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');

/**
 * The deletion certificate: one A4 page (more when it must) naming the request, the person who
 * made it, the times, and for every store how many records left it. It names no student: the
 * district matches the request id and the student's Lantern id against its own records.
 */
export async function writeDeletionCertificate(facts: CertificateFacts): Promise<Uint8Array> {
  const words = CERTIFICATE_WORDS[facts.locale];
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    readFile(FONT).then((bytes) => doc.embedFont(bytes, { subset: true })),
    readFile(FONT.replace(/DejaVuSans\.ttf$/, 'DejaVuSans-Bold.ttf')).then((bytes) =>
      doc.embedFont(bytes, { subset: true }),
    ),
  ]);
  doc.setTitle(`Lantern deletion certificate ${facts.deletionId}`);
  doc.setProducer('Lantern');
  doc.setCreationDate(facts.finishedAt);
  const [width, height] = [595.28, 841.89];
  let page = doc.addPage([width, height]);
  let y = height - MARGIN;
  const line = (text: string, font: PDFFont = regular, size = 11, color = INK, x = MARGIN) => {
    if (y < MARGIN + size) {
      page = doc.addPage([width, height]);
      y = height - MARGIN;
    }
    page.drawText(text, { x, y: y - size, size, font, color });
    y -= size + 7;
  };

  line(words.title, bold, 20);
  line(words.request(facts.deletionId), regular, 11, MUTED);
  y -= 8;
  const subject =
    facts.scope === 'student'
      ? words.student(facts.targetId)
      : words.school(facts.schoolName ?? words.schoolUnnamed, facts.targetId);
  line(subject, bold, 12);
  if (facts.districtName) line(words.district(facts.districtName));
  line(words.requestedBy(facts.requestedBy.id, facts.requestedBy.role, stamp(facts.requestedAt)));
  line(words.began(stamp(facts.startedAt)));
  line(words.completed(stamp(facts.finishedAt)));
  line(words.students(facts.students));
  y -= 10;
  line(words.removed, bold, 13);
  page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, color: RULE, thickness: 0.5 });
  y -= 6;
  for (const store of PRIVACY_STORES) {
    const count = String(facts.removed[store] ?? 0);
    line(words.stores[store], regular, 10);
    page.drawText(count, {
      x: width - MARGIN - bold.widthOfTextAtSize(count, 10),
      y: y + 7,
      size: 10,
      font: bold,
      color: INK,
    });
  }
  y -= 10;
  for (const text of words.closing) line(text, regular, 9, MUTED);
  return doc.save();
}
