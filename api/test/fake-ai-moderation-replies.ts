/** What the moderation model is asked about: chat text, or a picture (an OpenAI content part). */
type Content = string | readonly { type: string; text?: string }[];

/**
 * What the tests' OpenAI-compatible server answers as the moderation model (the `model` named by
 * AI_MODERATION_MODEL: any name starting with "moderat"), so the API tests see a second opinion
 * without a model. A text names its categories with a "[flag: violence]" mark; a picture is judged
 * `pictureCategories`. Undefined for any other model.
 */
export function moderationReply(
  model: string,
  messages: readonly { role: string; content: Content }[],
  pictureCategories: readonly string[],
): string | undefined {
  if (!model.startsWith('moderat')) return undefined;
  const asked = messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
  const categories =
    typeof asked === 'string'
      ? [...asked.matchAll(/\[flag: (\w+)\]/g)].map((match) => match[1])
      : pictureCategories;
  return `Verdict: ${JSON.stringify({ categories })}`;
}
