// An ESLint rule: SQL is written in a module's *.repository.ts or *.query.ts, nowhere else.
// eslint.config.js decides which files it looks at; this decides what SQL looks like.

/** Text that opens like a statement, written the way this codebase writes SQL (lower case). */
const STATEMENT =
  /^\s*(select\s[\s\S]*\sfrom\s|insert\s+into\s|update\s+"?\w+"?\s+set\s|delete\s+from\s|with\s+\w+\s+as\s*\(|select\s+pg_)/;

function textOf(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  // Each interpolation reads as one word, as a table or column list would.
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('x');
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const sqlOutsideRepositories = {
  meta: {
    type: 'suggestion',
    docs: { description: 'SQL lives in *.repository.ts and *.query.ts files' },
    schema: [],
    messages: {
      execute: 'A query written here: move it into the module’s *.repository.ts or *.query.ts.',
      text: 'SQL text written here: move it into the module’s *.repository.ts or *.query.ts.',
    },
  },
  create(context) {
    const reported = new Set();
    const report = (node, messageId) => {
      if (reported.has(node)) return;
      reported.add(node);
      context.report({ node, messageId });
    };
    return {
      CallExpression(node) {
        const [first] = node.arguments;
        const named = node.callee.type === 'MemberExpression' && node.callee.property.type === 'Identifier';
        if (named && node.callee.property.name === 'execute' && first && textOf(first) !== undefined)
          report(first, 'execute');
      },
      'Literal, TemplateLiteral'(node) {
        const text = textOf(node);
        if (text !== undefined && STATEMENT.test(text)) report(node, 'text');
      },
    };
  },
};

export default { rules: { 'sql-outside-repositories': sqlOutsideRepositories } };
