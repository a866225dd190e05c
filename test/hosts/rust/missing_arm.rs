//! The same host with the `web`/`fetch` arm missing: rustc must reject the nested match (E0004).
use cards::{ContentBlock, SearchResultView, ToolResultView, WebResultView};

fn block_text(block: &ContentBlock) -> String {
    match block {
        ContentBlock::TextContentBlock(text) => text.text.clone(),
        ContentBlock::ImageContentBlock(image) => format!("[image {}]", image.mime_type),
        ContentBlock::OtherContentBlock(_) => String::new(),
    }
}

fn describe(view: &ToolResultView) -> String {
    match view {
        ToolResultView::GenericResultView(generic) => {
            generic.content.iter().flatten().map(block_text).collect::<Vec<_>>().join(" ")
        }
        ToolResultView::TerminalResultView(terminal) => terminal.output.clone().unwrap_or_default(),
        ToolResultView::DiffResultView(diff) => {
            diff.diffs.iter().map(|diff| diff.path.clone()).collect::<Vec<_>>().join(", ")
        }
        ToolResultView::SearchResultView(search) => match search {
            SearchResultView::SearchMatchesResultView(matches) => format!("{} matches", matches.total),
            SearchResultView::SearchPathsResultView(paths) => paths.paths.join(", "),
        },
        ToolResultView::ReadResultView(read) => read.path.clone(),
        ToolResultView::WebResultView(web) => match web {
            WebResultView::WebSearchResultView(search) => format!("{} sources", search.sources.len()),
        },
    }
}

fn main() {
    let text = r#"{"card": "search", "shape": "paths", "paths": ["a.ts"], "truncated": false, "total": 1}"#;
    let view: ToolResultView = cards::from_str(text).expect("a valid view");
    println!("{}", describe(&view));
}
