/** The card gallery's stylesheet, inlined into the page so it needs no network and no other file. */
export const galleryStyle = `
:root { color-scheme: light; --ink: #1f2328; --muted: #656d76; --line: #d0d7de; --panel: #f6f8fa; --accent: #0969da; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: #fff; }
code, pre { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 12.5px; }
.page-header { padding: 24px 32px 8px; border-bottom: 1px solid var(--line); }
.page-header h1 { margin: 0 0 4px; font-size: 24px; }
main { padding: 8px 32px 32px; }
.union > h2 { margin: 28px 0 4px; font-size: 20px; }
.union > p { margin: 0 0 12px; color: var(--muted); }
.example { border-top: 1px solid var(--line); padding: 14px 0; }
.example h3 { margin: 0 0 8px; font-size: 15px; display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; }
.selector { font-weight: normal; color: var(--muted); }
.needs { font-size: 12px; font-weight: normal; border: 1px solid var(--line); border-radius: 10px; padding: 0 8px; }
.example-row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 16px; align-items: start; }
.example-row.gated { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr); }
figure.rendered { margin: 0; }
figure.rendered figcaption { margin: 0 0 4px; font-size: 12px; color: var(--muted); }
figure[data-view="fallback"] .card { border-style: dashed; }
.json { margin: 0; padding: 10px 12px; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; overflow: auto; white-space: pre; }
.card { border: 1px solid var(--line); border-radius: 8px; overflow: hidden; box-shadow: 0 1px 2px rgba(31, 35, 40, 0.06); }
.card-header { display: flex; gap: 8px; align-items: center; padding: 8px 12px; background: var(--panel); border-bottom: 1px solid var(--line); }
.card-title { font-weight: 600; overflow-wrap: anywhere; }
.badge { font-size: 11px; text-transform: uppercase; letter-spacing: 0.04em; color: #fff; background: var(--accent); border-radius: 4px; padding: 1px 6px; }
.card-body { padding: 10px 12px; }
.card-body > :first-child { margin-top: 0; }
.card-body > :last-child { margin-bottom: 0; }
.muted { color: var(--muted); }
.block-text { white-space: pre-wrap; }
.block-image { width: 48px; height: auto; image-rendering: pixelated; border: 1px solid var(--line); }
.block-note { color: var(--muted); font-style: italic; }
.terminal { margin: 0; padding: 10px 12px; background: #0d1117; color: #e6edf3; border-radius: 6px; white-space: pre-wrap; min-height: 1.5em; }
.prompt { color: #7ee787; }
.status { display: inline-block; margin: 8px 0 0; font-size: 12px; border-radius: 10px; padding: 0 8px; }
.status-ok { background: #dafbe1; color: #116329; }
.status-bad { background: #ffebe9; color: #a40e26; }
.diff { border: 1px solid var(--line); border-radius: 6px; overflow: hidden; margin: 0 0 8px; }
.diff-file { padding: 4px 8px; background: var(--panel); border-bottom: 1px solid var(--line); }
.diff-body, .numbered { margin: 0; padding: 4px 0; white-space: pre; overflow: auto; }
.diff-line { padding: 0 8px; }
.diff-add { background: #dafbe1; }
.diff-del { background: #ffebe9; }
.matches { border: 1px solid var(--line); border-radius: 6px; overflow: hidden; margin: 0 0 8px; }
.line-number { display: inline-block; min-width: 3em; padding: 0 8px; margin-right: 8px; text-align: right; color: var(--muted); border-right: 1px solid var(--line); }
.capped { margin: 8px 0 0; color: #9a6700; }
.paths, .locations, .sources { margin: 0; padding-left: 20px; }
.source-title { font-weight: 600; }
.answer { padding: 8px 10px; background: var(--panel); border-radius: 6px; }
.fields { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 2px 12px; margin: 0; }
.fields dt { color: var(--muted); }
.fields dd { margin: 0; overflow-wrap: anywhere; }
.without-examples { color: var(--muted); }
@media (max-width: 800px) { .example-row, .example-row.gated { grid-template-columns: minmax(0, 1fr); } }
`;
