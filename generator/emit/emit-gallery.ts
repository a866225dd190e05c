/**
 * Emits `docs/gallery.html`, the card gallery: every example of every variant, rendered as a host
 * would show it, beside the JSON it came from. A card that needs a capability is shown twice, side
 * by side: as a host with the capability shows it, and as a host without it shows its fallback. One
 * self-contained page (inline CSS, no script, no font or image fetched), so it opens from disk and
 * in CI without a network.
 *
 * A union with a host renderer (the HTML bridge, keyed by union name) is rendered through it; any
 * other union, or an example its renderer cannot show (a card kind the bridge has no arm for yet),
 * is shown as a generic card listing its fields. Every vocabulary string is escaped as HTML text.
 *
 *     <article class="example" data-example data-union="ToolCallView" data-variant="TerminalCallView" data-rendered-by="host">
 *       <h3>TerminalCallView …</h3>
 *       <div class="example-row gated">
 *         <figure class="rendered" data-view="capable"><figcaption>With terminal</figcaption>…card…</figure>
 *         <figure class="rendered" data-view="fallback"><figcaption>Without terminal: the generic fallback</figcaption>…</figure>
 *         <pre class="json">{ … }</pre>
 *       </div>
 *     </article>
 */
import { Html, html } from "../../lib/html.js";
import { type Ir, type IrUnion, type IrVariant, leavesOf } from "../lower/ir.js";
import { galleryStyle } from "./gallery-style.js";

/**
 * Renders a value of one union as a host shows it, as markup: an HTML string, or the host's own
 * `Html` (which may come from another copy of the builder than this one, so only its `text` is relied
 * on); with `lacking`, as a host without that capability shows it. May throw for a value it has no
 * arm for. A renderer that returns anything else shows the card as its fields, never as "undefined".
 */
export type CardRenderer = (value: unknown, lacking?: string) => string | { readonly text: string };

/** The markup a renderer returned, or `undefined` when it returned none. */
function markupOf(rendered: unknown): string | undefined {
  if (typeof rendered === "string") return rendered;
  const text = typeof rendered === "object" && rendered !== null ? (rendered as { text?: unknown }).text : undefined;
  return typeof text === "string" ? text : undefined;
}

export function emitGallery(ir: Ir, notice: string, renderers: Readonly<Record<string, CardRenderer>>): string {
  const unions = ir.types.filter((type): type is IrUnion => type.kind === "union");
  const variants = unions.flatMap(leavesOf);
  const exampleCount = variants.reduce((sum, variant) => sum + variant.examples.length, 0);
  const withExamples = variants.filter((variant) => variant.examples.length > 0).length;
  const page = html`<!doctype html>
${new Html(notice)}
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card gallery: ${ir.id}</title>
<style>${new Html(galleryStyle)}</style>
</head>
<body>
<header class="page-header">
<h1>Card gallery</h1>
<p>${ir.doc}</p>
<p class="muted">${exampleCount} ${exampleCount === 1 ? "example" : "examples"} of ${withExamples} of ${variants.length} variants from <code>${ir.id}</code>, each rendered as a host shows it, beside its JSON.</p>
</header>
<main>
${unions.map((union) => unionSection(union, Object.hasOwn(renderers, union.name) ? renderers[union.name] : undefined))}</main>
</body>
</html>
`;
  return page.text;
}

function unionSection(union: IrUnion, renderer: CardRenderer | undefined): Html {
  const leaves = leavesOf(union);
  const missing = leaves.filter((leaf) => leaf.examples.length === 0).map((leaf) => leaf.name);
  const examples = leaves.flatMap((leaf) =>
    leaf.examples.map((example, index) => exampleArticle(union, leaf, example, index, renderer)),
  );
  const note =
    missing.length === 0 ? "" : html`<p class="without-examples">Without examples: ${missing.join(", ")}.</p>\n`;
  return html`<section class="union" id="${union.name}">
<h2>${union.name}</h2>
<p>${union.doc}</p>
${examples}${note}</section>
`;
}

function exampleArticle(
  union: IrUnion,
  leaf: IrVariant,
  example: unknown,
  index: number,
  renderer: CardRenderer | undefined,
): Html {
  const rendered = renderWith(renderer, example);
  const selector = leaf.tags.map((tag) => `${tag.field}: ${JSON.stringify(tag.value)}`).join(", ");
  const number = leaf.examples.length > 1 ? ` #${index + 1}` : "";
  const needs = leaf.capability === undefined ? "" : html` <span class="needs">needs ${leaf.capability}</span>`;
  const json = html`<pre class="json">${JSON.stringify(example, null, 2)}</pre>`;
  const fallback =
    leaf.capability === undefined || rendered.by === "fields"
      ? undefined
      : renderWith(renderer, example, leaf.capability);
  const row =
    leaf.capability === undefined || fallback === undefined
      ? html`<div class="example-row"><div class="rendered">${rendered.card}</div>${json}</div>`
      : html`<div class="example-row gated"><figure class="rendered" data-view="capable"><figcaption>With ${leaf.capability}</figcaption>${rendered.card}</figure><figure class="rendered" data-view="fallback"><figcaption>Without ${leaf.capability}: the ${leaf.fallback ?? "generic"} fallback</figcaption>${fallback.card}</figure>${json}</div>`;
  return html`<article class="example" data-example data-union="${union.name}" data-variant="${leaf.name}" data-rendered-by="${rendered.by}">
<h3>${leaf.name}${number} <span class="selector">${selector}</span>${needs}</h3>
${row}
</article>
`;
}

function renderWith(
  renderer: CardRenderer | undefined,
  example: unknown,
  lacking?: string,
): { card: Html; by: "host" | "fields" } {
  if (renderer !== undefined) {
    try {
      const markup = markupOf(renderer(example, lacking));
      if (markup !== undefined) return { card: new Html(markup), by: "host" };
    } catch {
      // The host has no arm for this card yet; the generic card below still shows it.
    }
  }
  return { card: fieldsCard(example), by: "fields" };
}

/** A generic card: every field of the example with its JSON value. */
function fieldsCard(example: unknown): Html {
  const entries = typeof example === "object" && example !== null ? Object.entries(example) : [];
  const rows = entries.map(([key, value]) => html`<dt>${key}</dt><dd><code>${JSON.stringify(value)}</code></dd>`);
  return html`<div class="card"><div class="card-body"><dl class="fields">${rows}</dl></div></div>`;
}
