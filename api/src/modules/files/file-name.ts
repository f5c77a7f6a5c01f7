const MAX_NAME_LENGTH = 120;
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}<>:"/\\|?*]/gu;

/**
 * The name a file is shown under: the sender's own name without folders, control or path
 * characters, at most 120 characters, and with the extension of what the file really is (a JPEG
 * sent as "photo.png" is "photo.jpg"), so whoever downloads it opens it with the right program.
 */
export function chatFileName(declaredName: string, extension: string): string {
  const base = declaredName.split(/[/\\]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim();
  const stem =
    cleaned
      .replace(/^[.\s]+/, '')
      .replace(/\.[^.]*$/, '')
      .trim() || 'file';
  return `${[...stem].slice(0, MAX_NAME_LENGTH - extension.length - 1).join('')}.${extension}`;
}
