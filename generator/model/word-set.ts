/** A set of words written as one space-separated line, as the targets keep their keywords. */
export function wordSet(text: string): ReadonlySet<string> {
  return new Set(text.split(" "));
}
