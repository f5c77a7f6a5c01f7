import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
import sharp from 'sharp';

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
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += header.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export interface DeflatedEntry {
  name: string;
  /** The entry's bytes, deflated. */
  deflated: Buffer;
  /** What it inflates to, and its CRC; the headers say so unless `declaredSize` says otherwise. */
  size: number;
  crc: number;
  declaredSize?: number;
}

/** A deflated entry of these bytes. */
export const deflatedEntry = (name: string, data: string | Buffer): DeflatedEntry => {
  const bytes = Buffer.from(data);
  return { name, deflated: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
};

/**
 * A deflated entry of `mebibytes` MiB of zeros, made without holding them: one MiB deflated into
 * non-final blocks (a sync flush), repeated, then an empty final block. 1 GiB is about 1 MB.
 */
export function zerosEntry(name: string, mebibytes: number): DeflatedEntry {
  const mebibyte = Buffer.alloc(1024 * 1024, 0x30);
  const block = deflateRawSync(mebibyte, { finishFlush: constants.Z_SYNC_FLUSH });
  let crc = 0;
  for (let i = 0; i < mebibytes; i++) crc = crc32(mebibyte, crc);
  const deflated = Buffer.concat([...Array<Buffer>(mebibytes).fill(block), deflateRawSync(Buffer.alloc(0))]);
  return { name, deflated, size: mebibytes * 1024 * 1024, crc };
}

/** A ZIP archive of deflated entries, whose headers may understate what an entry inflates to. */
export function deflatedZip(entries: readonly DeflatedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const nameBytes = Buffer.from(entry.name);
    const size = entry.declaredSize ?? entry.size;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(entry.deflated.length, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, nameBytes, entry.deflated);
    centrals.push(central, nameBytes);
    offset += header.length + nameBytes.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
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
