/**
 * A modal spell's text (the card's `modes`; each Repeat of it chooses again, CR 820.2.a): the
 * line "Choose one —" and, printed under it as a list, one line of instructions per mode. The
 * lexer gives the list as the line's modes; compile.ts and render.ts read and print each mode
 * as a spell's instructions on its own, so a mode never runs into the next.
 */
import { t, words } from './primitives.js';

/** The line that opens a modal spell's modes: "Choose one —" (read and printed with no value: `{}`). */
export const chooseOne = t`Choose one ${words('—')}`;
