/**
 * A tiny HTML builder for hosts that render cards as HTML: in the `html` template every hole is
 * escaped as text unless it is already `Html` (or a list of them), so no card field can become
 * markup, an attribute break-out or a script. The same idea as the generator's code builder.
 *
 *     html`<p class="title">${view.title}</p>`   // "<b>" arrives as &lt;b&gt;
 */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export type HtmlHole = Html | string | number | boolean | null | undefined | readonly HtmlHole[];

const entities: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for use between tags and inside quoted attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

function holeText(hole: HtmlHole): string {
  if (hole instanceof Html) return hole.text;
  if (Array.isArray(hole)) return hole.map(holeText).join("");
  if (hole === null || hole === undefined || hole === false) return "";
  return escapeHtml(String(hole));
}

export function html(strings: TemplateStringsArray, ...holes: readonly HtmlHole[]): Html {
  let text = strings[0] ?? "";
  holes.forEach((hole, index) => {
    text += holeText(hole) + (strings[index + 1] ?? "");
  });
  return new Html(text);
}
