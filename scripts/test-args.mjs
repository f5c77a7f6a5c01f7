// The steps of the README's test command, and the reading of its arguments. Kept apart from
// scripts/test.mjs so a wrong argument is refused before anything runs, and can be tested.

export const STEPS = ['typecheck', 'lint', 'unit', 'integration', 'faults', 'build', 'bundle-size', 'e2e'];

/** `{ steps, serviceDb }` to run, or `{ error }` listing what is accepted. */
export function parseTestArgs(args) {
  const named = [];
  let serviceDb;
  for (const arg of args) {
    if (arg.startsWith('--service-db=')) serviceDb = arg.slice('--service-db='.length);
    else if (STEPS.includes(arg)) named.push(arg);
    else return { error: `Unknown test step or option "${arg}".\n${usage()}` };
  }
  return { steps: named.length ? named : STEPS, serviceDb };
}

function usage() {
  return [
    'Usage: npm test [-- <step>...] [--service-db=<postgresql url>]',
    `Steps: ${STEPS.join(', ')} (none named: all of them, in that order).`,
  ].join('\n');
}
