// Files built to overload the server, made on the spot so none needs keeping in the repository.
// The hostile-uploads bench (tests/load) loads this file with Node's own type stripping: it
// imports only its neighbours (by their .ts names) and uses only erasable TypeScript.
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { type ZipEntry, zipArchive } from './zip-archive.ts';

const RUN = 16 * 1024 * 1024;
const GIB = 1024 ** 3;

/**
 * Raw deflate of `size` zero bytes (a multiple of 16 MiB; 1 GiB gives about 1 MB), built without
 * deflating it all: one 16 MiB run compressed and flushed to a byte boundary, repeated, then the
 * final empty block.
 */
function deflatedZeros(size: number): Buffer {
  const run = deflateRawSync(Buffer.alloc(RUN), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: size / RUN }, () => run), Buffer.from([0x03, 0x00])]);
}

/** The same as a zlib stream (what a PDF's FlateDecode reads): the Adler-32 of n zeros is a = 1, b = n mod 65521. */
function zlibZeros(size: number): Buffer {
  const adler = Buffer.alloc(4);
  adler.writeUInt16BE(size % 65521, 0);
  adler.writeUInt16BE(1, 2);
  return Buffer.concat([Buffer.from([0x78, 0xda]), deflatedZeros(size), adler]);
}

/**
 * A valid one-page PDF of about 1 MB whose page content stream inflates to `size` zero bytes
 * (zero is PDF white space: read to its end, the page is simply empty).
 */
export function inflatingPdf(size = GIB): Buffer {
  const stream = zlibZeros(size);
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  push(Buffer.from('%PDF-1.4\n', 'latin1'));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
  ];
  objects.forEach((object, index) => {
    offsets.push(length);
    push(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  push(Buffer.from(`4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'));
  push(stream);
  push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${rows}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/**
 * A Word file of about 1 MB per GiB whose document part inflates to `size` bytes. With `declared`,
 * its directory says the part holds only that many: a lie the reading must catch.
 */
export function inflatingDocx(size = GIB, declared = size): Buffer {
  const types =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
  return zipArchive([
    {
      name: '[Content_Types].xml',
      method: 0,
      data: Buffer.from(types),
      size: types.length,
      crc: crc32(types),
    },
    { ...zerosEntry('word/document.xml', size), size: declared },
  ]);
}

/**
 * A roster export (a ZIP) of about 1 MB per GiB whose users.csv inflates to `size` zero bytes. With
 * `declared`, its directory says the entry holds only that many bytes: a lie the entry's reading
 * must catch.
 */
export function inflatingRosterZip(size: number, declared = size): Buffer {
  return zipArchive([{ ...zerosEntry('users.csv', size), size: declared }]);
}

/** An entry of `size` zero bytes (a multiple of 16 MiB), deflated as `deflatedZeros` does. */
function zerosEntry(name: string, size: number): ZipEntry {
  let crc = 0;
  const block = Buffer.alloc(RUN);
  for (let done = 0; done < size; done += RUN) crc = crc32(block, crc);
  return { name, method: 8, data: deflatedZeros(size), size, crc };
}
