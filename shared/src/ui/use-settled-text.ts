import { useEffect, useRef, useState } from 'react';

/**
 * A search box's text, handed to `apply` once typing has settled for `settleMs`: every key shows
 * at once, while the server is asked once per pause. `applied` is the text last applied, so a
 * change made elsewhere (a reset) is not sent back.
 */
export function useSettledText(
  applied: string,
  apply: (text: string) => void,
  settleMs: number,
): [string, (text: string) => void] {
  const [text, setText] = useState(applied);
  // The latest `apply`, so a new function on each render does not restart the wait.
  const latest = useRef(apply);
  useEffect(() => {
    latest.current = apply;
  });
  useEffect(() => {
    if (text === applied) return;
    const timer = setTimeout(() => latest.current(text), settleMs);
    return () => clearTimeout(timer);
  }, [text, applied, settleMs]);
  return [text, setText];
}
