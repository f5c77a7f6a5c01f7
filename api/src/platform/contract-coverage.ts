/** What is declared but not served, served but not declared, or served twice. */
export interface CoverageGaps {
  unhandled: string[];
  undeclared: string[];
  duplicated: string[];
}

/**
 * Compares the names a contract declares with the names the app's handlers answer to. Both
 * directions matter: a declaration without a handler is a broken promise to clients, and a
 * handler without a declaration escapes the deny-by-default checks.
 */
export function coverageGaps(declared: readonly string[], handled: readonly string[]): CoverageGaps {
  const declaredSet = new Set(declared);
  const handledSet = new Set(handled);
  return {
    unhandled: declared.filter((name) => !handledSet.has(name)),
    undeclared: [...handledSet].filter((name) => !declaredSet.has(name)),
    duplicated: [...handledSet].filter((name) => handled.indexOf(name) !== handled.lastIndexOf(name)),
  };
}
