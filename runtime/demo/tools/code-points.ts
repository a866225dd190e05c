/**
 * Cutting decoded text only between code points. JavaScript counts UTF-16 units, so a cap met in
 * the middle of a character outside the Basic Multilingual Plane (an emoji) would keep half of its
 * surrogate pair, and a lone surrogate makes strict JSON readers (serde_json) refuse the whole
 * message. Every cap a tool applies to text it sends or writes moves its cut with these.
 */

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

/** `end`, or one less when the unit before it opens a pair, so `text.slice(…, end)` ends between code points. */
export function endBetweenCodePoints(text: string, end: number): number {
  return end > 0 && isHighSurrogate(text.charCodeAt(end - 1)) ? end - 1 : end;
}

/** `start`, or one more when it falls inside a pair, so `text.slice(start)` starts between code points. */
export function startBetweenCodePoints(text: string, start: number): number {
  const inside = isLowSurrogate(text.charCodeAt(start)) && isHighSurrogate(text.charCodeAt(start - 1));
  return inside ? start + 1 : start;
}

/** How many characters (code points, a surrogate pair being one) `text` holds. */
export function codePoints(text: string): number {
  return text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);
}
