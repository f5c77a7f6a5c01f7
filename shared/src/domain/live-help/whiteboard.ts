import { CHAT_DISABLED_RELOAD_MS } from '../constants.js';

/** The whiteboard's pen colours, in the palette's order. */
export const WHITEBOARD_COLOURS = ['black', 'blue', 'green', 'red', 'yellow', 'white'] as const;
export type WhiteboardColour = (typeof WHITEBOARD_COLOURS)[number];

/**
 * Stroke widths in CSS pixels for the spec's three sizes (the spec names them without widths):
 * fine enough to write small digits, wide enough to highlight, far enough apart to tell at a glance.
 */
export const WHITEBOARD_SIZES = { small: 2, medium: 6, large: 12 } as const;
export type WhiteboardSize = keyof typeof WHITEBOARD_SIZES;

/** The chat-disabled modal reloads the page after this long (the same value as constants' ms). */
export const CHAT_DISABLED_RELOAD_SECONDS = CHAT_DISABLED_RELOAD_MS / 1000;
