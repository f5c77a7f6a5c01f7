import { type Locale, resolveLocale } from '@lantern/shared/domain/languages/languages';
import { MAIL_TEXTS, type MailKind, type MailValues, signature } from './mail-texts.js';

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailContent {
  kind: MailKind;
  /** The reader's preferred language; anything Lantern does not speak reads English. */
  language: string;
  values: MailValues;
  /** The button's address, for kinds that have one. */
  link?: string;
}

/** One message in the reader's language, as plain text and as HTML saying the same. */
export function composeMail(content: MailContent): ComposedMail {
  const locale: Locale = resolveLocale(content.language);
  const words = MAIL_TEXTS[content.kind][locale];
  const fill = (template: string) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(content.values[key] ?? ''));
  const lead = words.lead.map(fill);
  const after = words.after.map(fill);
  const action = words.action && content.link ? { words: fill(words.action), href: content.link } : null;
  const text = [
    fill(words.greeting),
    ...lead,
    ...(action ? [`${action.words}:\n${action.href}`] : []),
    ...after,
    signature(locale),
  ].join('\n\n');
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#1f4fd1;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.words)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(action.href)}</p>`
    : '';
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(fill(words.subject))}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f6f7fb;font-family:Arial,Helvetica,sans-serif;color:#1c1f2a;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">` +
    paragraph(fill(words.greeting)) +
    lead.map(paragraph).join('') +
    button +
    after.map(paragraph).join('') +
    paragraph(signature(locale)) +
    `</div></body></html>`;
  return { subject: fill(words.subject), text, html };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
