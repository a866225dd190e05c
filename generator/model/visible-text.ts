/**
 * Text from a vocabulary made safe to print on a terminal: every character a terminal would act on
 * instead of showing is written as a visible `\uXXXX` escape. That is the C0 controls (ESC starts a
 * colour or cursor sequence, BEL rings, CR and LF forge lines), DEL, the C1 controls (U+009B is a
 * one-byte CSI to many terminals), the line and paragraph separators, and the bidirectional
 * overrides and isolates, which make a name read differently from what it is. Renderers apply it to
 * each piece of vocabulary text before styling, so the colour cardc adds itself is untouched.
 *
 *     visible('B\u001b[31mRED') // 'B\\u001b[31mRED', printed as B\u001b[31mRED
 */

// oxlint-disable-next-line no-control-regex -- matching control characters is this file's job
const actedOn = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

export function visible(text: string): string {
  return text.replace(actedOn, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
