import {
  ANNOTATION_CATEGORIES,
  type AnnotationCategoryId,
} from '@lantern/shared/domain/essays/annotation-categories';
import { z } from 'zod';
import type { AiChatMessage } from '../../platform/ai/ai-provider.js';

/** More than this and the tutor spends longer sorting suggestions than writing comments. */
export const MAX_SUGGESTIONS = 8;
/** Enough of a long essay for the model to judge it, without blowing small local models' context. */
const MAX_ESSAY_CHARACTERS = 24_000;

const categoryList = ANNOTATION_CATEGORIES.map((category) => `${category.id} ${category.name}`).join('; ');

/** The essay with its pages marked, so the model can say where each passage is. */
export function pagedText(text: string, pageOffsets: readonly number[]): string {
  const pages = pageOffsets.map((start, index) => text.slice(start, pageOffsets[index + 1] ?? text.length));
  return pages
    .map((page, index) => `--- Page ${index + 1} ---\n${page.trim()}`)
    .join('\n\n')
    .slice(0, MAX_ESSAY_CHARACTERS);
}

export function suggestionsPrompt(essay: { title: string; details: string; paged: string }): AiChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You help a writing tutor review a student essay. Point out up to ' +
        `${MAX_SUGGESTIONS} passages worth a comment. Answer with JSON only: an array of objects ` +
        '{"page": <page number>, "quote": "<3 to 20 words copied exactly from that page>", ' +
        `"category": <1 to 6>, "comment": "<one or two kind, specific sentences to the student>"}. ` +
        `Categories: ${categoryList}. Write the comments in the essay's language.`,
    },
    {
      role: 'user',
      content: `Title: ${essay.title}\nThe student asks: ${essay.details}\n\n${essay.paged}`,
    },
  ];
}

export function summaryPrompt(essay: {
  title: string;
  details: string;
  paged: string;
  comments: readonly string[];
}): AiChatMessage[] {
  return [
    {
      role: 'system',
      content:
        "You help a writing tutor write the summary comment of a student's essay review: 80 to 150 " +
        'words addressed to the student, warm and specific, naming the main strength and the two or ' +
        "three most useful next steps. Write in the essay's language. Answer with the comment only.",
    },
    {
      role: 'user',
      content:
        `Title: ${essay.title}\nThe student asks: ${essay.details}\n\n${essay.paged}` +
        (essay.comments.length ? `\n\nThe tutor's comments so far:\n- ${essay.comments.join('\n- ')}` : ''),
    },
  ];
}

export function rephrasePrompt(summary: string): AiChatMessage[] {
  return [
    {
      role: 'system',
      content:
        "Rephrase a writing tutor's summary comment to a student: keep its meaning, language, " +
        'warmth and length, change the wording. Answer with the new comment only.',
    },
    { role: 'user', content: summary },
  ];
}

const rawSuggestion = z.object({
  page: z.coerce.number().int().positive().catch(1),
  quote: z.string().trim().min(1),
  category: z.coerce.number().int().min(1).max(6),
  comment: z.string().trim().min(1),
});

export interface ParsedSuggestion {
  page: number;
  quote: string;
  category: AnnotationCategoryId;
  comment: string;
}

/**
 * The suggestions in a model's answer. Models wrap JSON in prose or code fences and get fields
 * wrong now and then: the array is cut out of the answer, and entries that do not make sense are
 * dropped rather than failing the rest. Throws when there is no array at all.
 */
export function parseSuggestions(answer: string, pageCount: number): ParsedSuggestion[] {
  const start = answer.indexOf('[');
  const end = answer.lastIndexOf(']');
  if (start < 0 || end <= start) throw new Error('The AI answer holds no JSON array');
  const items: unknown = JSON.parse(answer.slice(start, end + 1));
  if (!Array.isArray(items)) throw new Error('The AI answer holds no JSON array');
  return items
    .flatMap((item) => {
      const parsed = rawSuggestion.safeParse(item);
      if (!parsed.success) return [];
      return [
        {
          ...parsed.data,
          page: Math.min(parsed.data.page, Math.max(1, pageCount)),
          category: parsed.data.category as AnnotationCategoryId,
        },
      ];
    })
    .slice(0, MAX_SUGGESTIONS);
}

/** A summary as the model wrote it, without the quotes or fences some models put around it. */
export function cleanSummary(answer: string): string {
  const unfenced = answer
    .trim()
    .replace(/^```\w*\n?|```$/g, '')
    .trim();
  return unfenced.replace(/^"([\s\S]*)"$/, '$1').trim();
}
