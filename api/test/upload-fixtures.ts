import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { zipArchive } from './zip-archive.ts';

/** Real bytes of the kinds of file people send, made on the spot. */

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

export const pngOf = (width: number, height: number) => solid(width, height).png().toBuffer();
export const jpegOf = (width: number, height: number) => solid(width, height).jpeg().toBuffer();
export const gifOf = (width: number, height: number) => solid(width, height).gif().toBuffer();
export const webpOf = (width: number, height: number) => solid(width, height).webp().toBuffer();

/** A JPEG stored sideways with EXIF orientation 6: displayed `height` wide and `width` high. */
export const sidewaysJpegOf = (width: number, height: number) =>
  solid(width, height).withMetadata({ orientation: 6 }).jpeg().toBuffer();

/** The smallest well-formed PDF: one empty page. */
export function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A ZIP archive of uncompressed entries. */
export function zip(entries: Record<string, string>): Buffer {
  return zipArchive(
    Object.entries(entries).map(([name, content]) => {
      const data = Buffer.from(content);
      return { name, method: 0, data, size: data.length, crc: crc32(data) };
    }),
  );
}

/** A Word document as Word writes its package: content types first, then the document part. */
export function docx(): Buffer {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>My essay</w:t></w:r></w:p></w:body></w:document>',
  });
}

export const plainZip = () => zip({ 'notes.txt': 'hello' });

/** An MP3 as recorders write it: an ID3v2 tag, then MPEG audio frames. */
export function mp3(): Buffer {
  const tag = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const frame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);
  return Buffer.concat([tag, frame, frame, frame]);
}

/** A WAV header with a moment of silence. */
export function wav(): Buffer {
  const samples = Buffer.alloc(800);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

/** The first Ogg page of a Vorbis stream. */
export function ogg(): Buffer {
  const page = Buffer.alloc(58);
  page.write('OggS', 0, 'latin1');
  page.writeUInt8(2, 5);
  page.writeUInt8(1, 26);
  page.writeUInt8(30, 27);
  page.write('\x01vorbis', 28, 'latin1');
  return page;
}

/** An ISO media file's `ftyp` box with the given brand: "M4A " is an audio file, "isom" an MP4. */
export function isoMedia(brand: 'M4A ' | 'isom'): Buffer {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(32, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(brand, 8, 'latin1');
  box.write(`${brand}mp42isom`, 16, 'latin1');
  return Buffer.concat([box, Buffer.alloc(64)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A valid black-and-white PNG of any size, written by hand: one bit a pixel and rows of zeros
 * deflate to almost nothing, so a 20,000 × 20,000 picture (400 megapixels) is about 50 KB.
 * With `truncated`, only the header and a scrap of pixel data: a bomb that claims its size.
 */
export function bilevelPng(width: number, height: number, { truncated = false } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rowBytes = 1 + Math.ceil(width / 8);
  const pixels = truncated
    ? deflateSync(Buffer.alloc(rowBytes))
    : deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG signature and header, then garbage where the pixels should be. */
export async function damagedPng(): Promise<Buffer> {
  const good = await pngOf(64, 64);
  const broken = Buffer.from(good);
  broken.fill(0x5a, 41, broken.length - 12);
  return broken;
}
