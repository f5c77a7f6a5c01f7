import { describe, expect, it } from 'vitest';
import { chatFileName } from './file-name.js';

describe('chatFileName', () => {
  it.each([
    ['essay draft.pdf', 'pdf', 'essay draft.pdf'],
    ['photo.PNG', 'png', 'photo.png'],
    ['photo.png', 'jpg', 'photo.jpg'],
    ['report', 'docx', 'report.docx'],
    ['C:\\Users\\me\\Desktop\\homework.pdf', 'pdf', 'homework.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['.htaccess', 'png', 'htaccess.png'],
    ['', 'png', 'file.png'],
    ['   ', 'pdf', 'file.pdf'],
    ['bad\u0000na\u202Eme?.png', 'png', 'badname.png'],
    ['tâche   numéro 2.docx', 'docx', 'tâche numéro 2.docx'],
    ['archive.tar.gz', 'pdf', 'archive.tar.pdf'],
  ])('should show %j as %j', (declared, extension, shown) => {
    expect(chatFileName(declared, extension)).toBe(shown);
  });

  it('should keep long names to 120 characters, extension included', () => {
    const name = chatFileName(`${'é'.repeat(300)}.pdf`, 'pdf');
    expect([...name]).toHaveLength(120);
    expect(name.endsWith('é.pdf')).toBe(true);
  });
});
