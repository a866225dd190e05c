"""A host written against the generated Python types: every card has an arm, nested tags included."""

import json

from cards import ContentBlock, ToolResultView, validate


def block_text(block: ContentBlock) -> str:
    match block["type"]:
        case "text":
            return block["text"]
        case "image":
            return f"[image {block['mimeType']}]"
        case _:  # ContentBlock is open: a block type this vocabulary does not know
            return ""


def describe(view: ToolResultView) -> str:
    match view["card"]:
        case "generic":
            return " ".join(block_text(block) for block in view.get("content", []))
        case "terminal":
            return view.get("output", "")
        case "diff":
            return ", ".join(diff["path"] for diff in view["diffs"])
        case "search":
            match view["shape"]:
                case "matches":
                    return f"{view['total']} matches"
                case "paths":
                    return ", ".join(view["paths"])
        case "read":
            return view["path"]
        case "web":
            match view["kind"]:
                case "search":
                    return f"{len(view['sources'])} sources"
                case "fetch":
                    return view["url"]


value = json.loads('{"card": "search", "shape": "paths", "paths": ["a.ts"], "truncated": false, "total": 1}')
if validate(value, "ToolResultView") == []:
    print(describe(value))
