import type { SessionView } from '@lantern/shared/contracts/sessions';

/**
 * WHITEBOARD — the place kept for the chat header's "Whiteboard" toggle.
 *
 * The shared board itself is being built in `shared/src/ui/whiteboard/` and will be wired in
 * here: a toggle button (its strings are the board's, icon `WhiteboardIcon` in
 * `media-icons.tsx`) that opens the board beside or over the chat, drawing
 * through `classroom.draw`/`classroom.clearBoard` and showing `classroom.visibleStrokes(session.id)`
 * (the board's strokes load with `classroom.loadBoard(session.id)`). Until then it shows nothing,
 * so students are never offered a button that does nothing.
 */
export function WhiteboardToggle(_props: { session: SessionView }) {
  return null;
}
