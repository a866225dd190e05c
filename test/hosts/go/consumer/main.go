// Command consumer is a host written against the generated Go package: a handler with one method
// per card, nested tags included, so a new card is a compile error until its method is written.
package main

import (
	"fmt"
	"strings"

	"cards"
)

type describe struct{}

func (describe) GenericResultView(view cards.GenericResultView) string {
	texts := []string{}
	if view.Content == nil {
		return ""
	}
	for _, block := range *view.Content {
		if text, ok := block.(cards.TextContentBlock); ok {
			texts = append(texts, text.Text)
		}
	}
	return strings.Join(texts, " ")
}

func (describe) TerminalResultView(view cards.TerminalResultView) string {
	if view.Output == nil {
		return ""
	}
	return *view.Output
}

func (describe) DiffResultView(view cards.DiffResultView) string {
	return fmt.Sprintf("%d files", len(view.Diffs))
}

func (describe) SearchMatchesResultView(view cards.SearchMatchesResultView) string {
	return fmt.Sprintf("%d matches", view.Total)
}

func (describe) SearchPathsResultView(view cards.SearchPathsResultView) string {
	return strings.Join(view.Paths, ", ")
}

func (describe) ReadResultView(view cards.ReadResultView) string {
	return view.Path
}

func (describe) WebSearchResultView(view cards.WebSearchResultView) string {
	return fmt.Sprintf("%d sources", len(view.Sources))
}

func (describe) WebFetchResultView(view cards.WebFetchResultView) string {
	return view.Url
}

func main() {
	text := `{"card": "search", "shape": "paths", "paths": ["a.ts"], "truncated": false, "total": 1}`
	view, err := cards.DecodeToolResultView([]byte(text))
	if err != nil {
		panic(err)
	}
	fmt.Println(cards.VisitToolResultView[string](view, describe{}))
}
