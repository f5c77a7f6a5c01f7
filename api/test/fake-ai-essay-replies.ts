/**
 * What the tests' OpenAI-compatible server answers to the essay review's prompts
 * (api/src/modules/essays/essay-ai-prompts.ts), so the API and browser tests see a review's AI
 * suggestions, summary and rephrasings without a model: suggestions quote the essay's own words
 * (so they can be placed on the page), a summary and a rephrasing are recognisable by their start.
 * Undefined for any other prompt.
 */
export function essayReviewReply(messages: readonly { role: string; content: string }[]): string | undefined {
  const system = messages.find((message) => message.role === 'system')?.content ?? '';
  const user = messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
  if (system.includes('Point out up to')) {
    const firstPage = /--- Page 1 ---\n([\s\S]*?)(?:\n\n--- Page|$)/.exec(user)?.[1] ?? '';
    const words = firstPage.split(/\s+/).filter(Boolean);
    const quote = (from: number) => words.slice(from, from + 4).join(' ');
    return `Here are my suggestions:\n\`\`\`json\n${JSON.stringify([
      {
        page: 1,
        quote: quote(0),
        category: 5,
        comment: 'Open with your thesis so the reader knows where you are going.',
      },
      { page: 1, quote: quote(8), category: 4, comment: 'This sentence runs on; split it in two.' },
    ])}\n\`\`\``;
  }
  if (system.includes('write the summary comment'))
    return 'AI summary: your essay has a clear structure; next, support each claim with evidence.';
  if (system.includes('Rephrase')) return `Rephrased: ${user}`;
  return undefined;
}
