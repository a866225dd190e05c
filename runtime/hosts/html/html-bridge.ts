/**
 * A host that renders cards as HTML, written on the generated bridge skeletons: one arm per card,
 * so a new card kind breaks compilation here until its arm is written. It has every capability,
 * unless told to render as a host that lacks one, which then shows the card's prescribed fallback:
 * the card gallery (`generated/docs/gallery.html`) renders each example both ways. Every string
 * from a card is escaped by the `html` builder; no arm emits a link, a script or a network
 * reference (a URL is shown as text).
 */
// The line differ alone: `cardc gen` loads this module to render the gallery, and jsdiff's index
// would load its twenty modules (~25 ms) for one function.
import { diffLines } from "diff/lib/diff/line.js";
import {
  type ContentBlock,
  type FileDiff,
  type FileLocation,
  type ToolCallView,
  type ToolResultView,
  defineContentBlockBridge,
  defineToolCallViewBridge,
  defineToolResultViewBridge,
  toolCallFallbacks,
  toolCallViewCapabilities,
  toolResultFallbacks,
  toolResultViewCapabilities,
} from "../../../index.js";
import { Html, html } from "../../../lib/html.js";

/** The HTML host needs nothing from the session; it may be asked to render without one capability. */
interface HtmlContext {
  readonly lacking?: string;
}

/** Every capability of a union but the one the context lacks. */
function allBut<Capability extends string>(all: readonly Capability[]): (context: HtmlContext) => Capability[] {
  return (context) => all.filter((capability) => capability !== context.lacking);
}

const blocks = defineContentBlockBridge<HtmlContext, Html>({
  known: {
    text: (block) => html`<p class="block-text">${block.text}</p>`,
    image: (block) =>
      /^image\/[\w.+-]+$/.test(block.mimeType) && /^[A-Za-z0-9+/]*={0,2}$/.test(block.data)
        ? html`<img
            class="block-image"
            alt="${block.mimeType} image"
            src="data:${block.mimeType};base64,${block.data}"
          />`
        : html`<p class="block-note">[${block.mimeType} image that cannot be shown]</p>`,
  },
  unknown: (block) => html`<p class="block-note">[${block.type} block]</p>`,
});

export function renderContentBlockHtml(block: ContentBlock): Html {
  return blocks.render(block, {});
}

function contentHtml(content: readonly ContentBlock[] | undefined): Html {
  return html`${(content ?? []).map(renderContentBlockHtml)}`;
}

/** The frame every card shares: a header with a badge and a title, then the body. */
function card(badge: string, title: string, body: Html, modifier = ""): Html {
  return html`<div class="card ${modifier}">
    <header class="card-header"><span class="badge">${badge}</span><span class="card-title">${title}</span></header>
    <div class="card-body">${body}</div>
  </div>`;
}

function plural(count: number, noun: string, truncated = false): string {
  return `${count}${truncated ? "+" : ""} ${noun}${count === 1 ? "" : "s"}`;
}

function cappedNote(truncated: boolean, shown: number, total: number, noun: string): Html {
  return truncated
    ? html`<p class="capped">Showing ${shown} of ${plural(total, noun)}: the result was capped.</p>`
    : html``;
}

function locationsHtml(locations: readonly FileLocation[] | undefined): Html {
  if (locations === undefined || locations.length === 0) return html``;
  return html`<ul class="locations">
    ${locations.map(
      (location) =>
        html`<li><code>${location.path}${location.line === undefined ? "" : `:${location.line}`}</code></li>`,
    )}
  </ul>`;
}

function diffHtml(diff: FileDiff): Html {
  const label = diff.oldText === null ? "new file" : "modified";
  const rows = diffLines(diff.oldText ?? "", diff.newText).flatMap((part) => {
    const kind = part.added ? "add" : part.removed ? "del" : "same";
    const sign = part.added ? "+" : part.removed ? "-" : " ";
    return part.value
      .replace(/\n$/, "")
      .split("\n")
      .map((line) => html`<div class="diff-line diff-${kind}">${sign} ${line}</div>`);
  });
  return html`<section class="diff">
    <div class="diff-file"><code>${diff.path}</code> <span class="muted">${label}</span></div>
    <pre class="diff-body">${rows}</pre>
  </section>`;
}

function terminalHtml(lines: Html, status?: Html): Html {
  return html`<pre class="terminal">${lines}</pre>
    ${status ?? html``}`;
}

export const htmlCallBridge = defineToolCallViewBridge<HtmlContext, Html>(
  {
    generic: (view) =>
      card(view.kind ?? "other", view.title, html`${contentHtml(view.content)}${locationsHtml(view.locations)}`),
    terminal: (view) =>
      card(
        "terminal",
        view.description ?? "Command",
        terminalHtml(
          html`<span class="prompt">${view.cwd ?? ""}$</span> ${view.title}`,
          html`<p class="muted">pending…</p>`,
        ),
      ),
    diff: (view) => card("edit", view.title, html`${view.diffs.map(diffHtml)}${locationsHtml(view.locations)}`),
  },
  { capabilities: allBut(toolCallViewCapabilities), fallbacks: toolCallFallbacks },
);

export const htmlResultBridge = defineToolResultViewBridge<HtmlContext, Html>(
  {
    generic: (view) =>
      card(
        "result",
        view.title ?? "Result",
        view.content === undefined ? html`<p class="muted">(the raw result content)</p>` : contentHtml(view.content),
      ),
    terminal: (view) => {
      const status =
        view.signal !== undefined
          ? html`<p class="status status-bad">ended by ${view.signal}</p>`
          : view.exitCode !== undefined
            ? html`<p class="status ${view.exitCode === 0 ? "status-ok" : "status-bad"}">exit ${view.exitCode}</p>`
            : html``;
      return card("terminal", view.title ?? "Command finished", terminalHtml(html`${view.output ?? ""}`, status));
    },
    diff: (view) => card("edit", view.title ?? "Changed files", html`${view.diffs.map(diffHtml)}`),
    search: {
      matches: (view) => {
        const shown = view.files.reduce((sum, file) => sum + file.matches.length, 0);
        return card(
          "search",
          view.title ?? `${plural(view.total, "match", view.truncated)} in ${plural(view.files.length, "file")}`,
          html`${view.files.map(
            (file) =>
              html`<section class="matches">
                <div class="diff-file"><code>${file.path}</code></div>
                <pre class="numbered">
${file.matches.map((match) => html`<div><span class="line-number">${match.lineNumber}</span>${match.line}</div>`)}</pre>
              </section>`,
          )}${cappedNote(view.truncated, shown, view.total, "match")}`,
        );
      },
      paths: (view) =>
        card(
          "search",
          view.title ?? plural(view.total, "path", view.truncated),
          html`<ul class="paths">
              ${view.paths.map((path) => html`<li><code>${path}</code></li>`)}
            </ul>
            ${cappedNote(view.truncated, view.paths.length, view.total, "path")}`,
        ),
    },
    read: (view) => {
      const last = view.lines.at(-1)?.number ?? view.offset;
      return card(
        "read",
        view.title ?? view.path,
        html`<div class="diff-file">
            <code>${view.path}</code>
            <span class="muted"
              >lines ${view.offset}–${last} of
              ${view.totalLines}${view.lang === undefined ? "" : ` · ${view.lang}`}</span
            >
          </div>
          <pre class="numbered">
${view.lines.map((line) => html`<div><span class="line-number">${line.number}</span>${line.text}</div>`)}</pre>`,
      );
    },
    web: {
      search: (view) =>
        card(
          "web",
          view.title ?? plural(view.sources.length, "source", view.truncated),
          html`${view.answer === undefined ? "" : html`<p class="answer">${view.answer}</p>`}
            <ol class="sources">
              ${view.sources.map(
                (source) =>
                  html`<li>
                    <div class="source-title">${source.title ?? source.url}</div>
                    <div class="muted">
                      <code>${source.url}</code>${source.publishedAt === undefined ? "" : ` · ${source.publishedAt}`}
                    </div>
                    ${source.snippet === undefined ? "" : html`<p>${source.snippet}</p>`}
                  </li>`,
              )}
            </ol>
            ${view.truncated ? html`<p class="capped">More sources were found than shown.</p>` : ""}`,
        ),
      fetch: (view) =>
        card(
          "web",
          view.title ?? "Fetched page",
          html`<p>
              <code>${view.url}</code>
              <span class="status ${view.statusCode < 400 ? "status-ok" : "status-bad"}">HTTP ${view.statusCode}</span>
            </p>
            ${view.truncated ? html`<p class="capped">The page was truncated.</p>` : ""}`,
        ),
    },
  },
  { capabilities: allBut(toolResultViewCapabilities), fallbacks: toolResultFallbacks },
);

/** The bridges by the union they render, for a page that shows examples of every union (the card gallery). */
export const htmlRenderersByUnion: Readonly<Record<string, (value: unknown, lacking?: string) => Html>> = {
  ContentBlock: (value) =>
    html`<div class="card"><div class="card-body">${renderContentBlockHtml(value as ContentBlock)}</div></div>`,
  ToolCallView: (value, lacking) =>
    htmlCallBridge.render(value as ToolCallView, lacking === undefined ? {} : { lacking }),
  ToolResultView: (value, lacking) =>
    htmlResultBridge.render(value as ToolResultView, lacking === undefined ? {} : { lacking }),
};
