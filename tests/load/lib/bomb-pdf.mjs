// Hostile files a student could upload, made here so no such file needs to be kept in the repo.
import { constants, deflateRawSync } from 'node:zlib';

const BLOCK = 16 * 1024 * 1024;

/**
 * A zlib stream of `size` zero bytes (a multiple of 16 MiB; 1 GiB gives about 1 MB), built without
 * deflating it all: one 16 MiB run compressed and flushed to a byte boundary, repeated, then the
 * final empty block and the checksum (the Adler-32 of n zeros is a = 1, b = n mod 65521).
 */
export function deflatedZeros(size) {
  const run = deflateRawSync(Buffer.alloc(BLOCK), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const adler = Buffer.alloc(4);
  adler.writeUInt16BE(size % 65521, 0);
  adler.writeUInt16BE(1, 2);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: Math.ceil(size / BLOCK) }, () => run),
    Buffer.from([0x03, 0x00]),
    adler,
  ]);
}

/**
 * A valid one-page PDF whose page content stream is FlateDecode of `size` zero bytes (zero is
 * PDF white space, so the page is a well-formed empty page once read to the end).
 */
export function inflatingPdf(size = 1024 ** 3) {
  const stream = deflatedZeros(size);
  const head = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
  ];
  const parts = [Buffer.from('%PDF-1.4\n', 'latin1')];
  const offsets = [];
  let length = parts[0].length;
  const push = (buffer) => {
    parts.push(buffer);
    length += buffer.length;
  };
  head.forEach((object, index) => {
    offsets.push(length);
    push(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  push(Buffer.from(`4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'));
  push(stream);
  push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xref = length;
  let tail = `xref\n0 5\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}
