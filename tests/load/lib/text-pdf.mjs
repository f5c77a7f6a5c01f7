// A PDF of US Letter pages of Helvetica text, written out by hand so every byte is known: what the
// essay editor draws and what its text layer offers to select. For the editor benchmark and the
// screenshots (the e2e journeys have a typed twin in tests/e2e/fixtures/essay-review.ts).

/** One array of lines per page. */
export function textPdf(pages) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const kids = [];
  for (const lines of pages) {
    const text = lines
      .map(
        (line, index) => `BT /F1 13 Tf 72 ${730 - index * 22} Td (${line.replace(/[\\()]/g, '\\$&')}) Tj ET`,
      )
      .join('\n');
    objects.push(`<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`);
    const content = objects.length;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${content} 0 R >>`,
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An essay of `count` pages of believable lines. */
export function essayPages(count, linesPerPage = 12) {
  const sentences = [
    'The river shaped the town more than any law did.',
    'Every spring the water rose and the people moved their markets uphill.',
    'Historians call this the quiet engine of the valley economy.',
    'Trade followed the water, and so did the first schools.',
    'In conclusion, geography wrote the first chapter of our history.',
  ];
  return Array.from({ length: count }, (_, page) =>
    Array.from({ length: linesPerPage }, (_, line) =>
      line === 0 ? `Page ${page + 1}` : sentences[(page + line) % sentences.length],
    ),
  );
}
