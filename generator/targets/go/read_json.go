// The fixed part of every Go package cardc generates that reads JSON text by the rules every host
// shares (cardc's docs/json.md), copied there verbatim as read_json.go but for its package clause
// (edit it in cardc, under generator/targets/go/). encoding/json keeps the last of two equal keys,
// turns a lone surrogate into U+FFFD and reads numbers a double cannot hold, so a text it accepts
// could mean something else, or nothing, to another host: readJSON refuses such a text first, naming
// the JSON Pointer of the value concerned. It holds no vocabulary text; fromText calls it.

package cards

import (
	"fmt"
	"math"
	"strconv"
	"unicode/utf8"
)

// maxJSONDepth is how many arrays and objects may be open at once, the same in every host.
const maxJSONDepth = 512

// maxSafeInteger is 2^53 - 1: every number must lie within it, so every host holds it exactly.
const maxSafeInteger = 1<<53 - 1

// jsonEscapes are the one-character escapes JSON knows, and what each stands for.
var jsonEscapes = map[byte]rune{'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}

type jsonReader struct {
	data   []byte
	offset int
}

// readJSON checks that data is one JSON value by the shared rules, or returns its first problem.
func readJSON(data []byte) error {
	if !utf8.Valid(data) {
		return fmt.Errorf("value: is not UTF-8")
	}
	reader := jsonReader{data: data}
	reader.space()
	if err := reader.value("", 0); err != nil {
		return err
	}
	reader.space()
	if reader.offset < len(data) {
		return reader.unexpected("", "the end of the text")
	}
	return nil
}

// space skips JSON's whitespace: space, tab, line feed and carriage return, nothing else.
func (reader *jsonReader) space() {
	for reader.offset < len(reader.data) {
		switch reader.data[reader.offset] {
		case ' ', '\t', '\n', '\r':
			reader.offset++
		default:
			return
		}
	}
}

func (reader *jsonReader) peek() byte {
	if reader.offset < len(reader.data) {
		return reader.data[reader.offset]
	}
	return 0
}

func (reader *jsonReader) unexpected(at string, expected string) error {
	found := "the end of the text"
	if reader.offset < len(reader.data) {
		found = strconv.QuoteRune(rune(reader.data[reader.offset]))
		if next, _ := utf8.DecodeRune(reader.data[reader.offset:]); next != utf8.RuneError {
			found = strconv.QuoteRune(next)
		}
	}
	return fmt.Errorf("%s: is not JSON: expected %s at byte %d, found %s", where(at), expected, reader.offset, found)
}

func (reader *jsonReader) value(at string, depth int) error {
	switch first := reader.peek(); {
	case first == '{':
		return reader.object(at, depth+1)
	case first == '[':
		return reader.array(at, depth+1)
	case first == '"':
		_, err := reader.text(at)
		return err
	case first == '-' || (first >= '0' && first <= '9'):
		return reader.number(at)
	}
	for _, word := range []string{"true", "false", "null"} {
		end := reader.offset + len(word)
		if end <= len(reader.data) && string(reader.data[reader.offset:end]) == word {
			reader.offset = end
			return nil
		}
	}
	return reader.unexpected(at, "a value")
}

func (reader *jsonReader) enter(at string, depth int) error {
	if depth > maxJSONDepth {
		return fmt.Errorf("%s: nests deeper than %d arrays and objects", where(at), maxJSONDepth)
	}
	reader.offset++
	reader.space()
	return nil
}

func (reader *jsonReader) object(at string, depth int) error {
	if err := reader.enter(at, depth); err != nil {
		return err
	}
	if reader.peek() == '}' {
		reader.offset++
		return nil
	}
	seen := map[string]bool{}
	for {
		if reader.peek() != '"' {
			return reader.unexpected(at, "a key in double quotes")
		}
		key, err := reader.text(at)
		if err != nil {
			return err
		}
		inner := pointer(at, key)
		if seen[key] {
			return fmt.Errorf("%s: is a duplicate key", inner)
		}
		seen[key] = true
		reader.space()
		if reader.peek() != ':' {
			return reader.unexpected(inner, `":"`)
		}
		reader.offset++
		reader.space()
		if err := reader.value(inner, depth); err != nil {
			return err
		}
		if closed, err := reader.closes(at, '}'); closed || err != nil {
			return err
		}
	}
}

func (reader *jsonReader) array(at string, depth int) error {
	if err := reader.enter(at, depth); err != nil {
		return err
	}
	if reader.peek() == ']' {
		reader.offset++
		return nil
	}
	for index := 0; ; index++ {
		if err := reader.value(fmt.Sprintf("%s/%d", at, index), depth); err != nil {
			return err
		}
		if closed, err := reader.closes(at, ']'); closed || err != nil {
			return err
		}
	}
}

// closes reads what follows an entry or item: closing ends the object or array, a comma goes on
// past the whitespace before the next one.
func (reader *jsonReader) closes(at string, closing byte) (bool, error) {
	reader.space()
	next := reader.peek()
	if next != closing && next != ',' {
		return false, reader.unexpected(at, fmt.Sprintf(`"," or "%c"`, closing))
	}
	reader.offset++
	reader.space()
	return next == closing, nil
}

// number reads a number by JSON's grammar, then holds its nearest double within ±(2^53 - 1).
func (reader *jsonReader) number(at string) error {
	start := reader.offset
	digits := func() int {
		from := reader.offset
		for reader.offset < len(reader.data) && reader.data[reader.offset] >= '0' && reader.data[reader.offset] <= '9' {
			reader.offset++
		}
		return reader.offset - from
	}
	if reader.peek() == '-' {
		reader.offset++
	}
	if reader.peek() == '0' {
		reader.offset++
	} else if digits() == 0 {
		return reader.unexpected(at, "a digit")
	}
	if reader.peek() == '.' {
		reader.offset++
		if digits() == 0 {
			return reader.unexpected(at, "a digit")
		}
	}
	if first := reader.peek(); first == 'e' || first == 'E' {
		reader.offset++
		if sign := reader.peek(); sign == '+' || sign == '-' {
			reader.offset++
		}
		if digits() == 0 {
			return reader.unexpected(at, "a digit")
		}
	}
	literal := string(reader.data[start:reader.offset])
	// ParseFloat gives the nearest double, or ±Inf with an error beyond a double's range.
	value, _ := strconv.ParseFloat(literal, 64)
	if !(math.Abs(value) <= maxSafeInteger) {
		if len(literal) > 40 {
			literal = fmt.Sprintf("%s… (%d characters)", literal[:40], len(literal))
		}
		return fmt.Errorf("%s: must lie within ±(2^53 - 1) (found %s)", where(at), literal)
	}
	return nil
}

// text reads a string, its escapes decoded; a lone surrogate, escaped, is refused.
func (reader *jsonReader) text(at string) (string, error) {
	reader.offset++
	var out []rune
	pending := rune(-1) // a high surrogate waiting for its low half
	for {
		if reader.offset >= len(reader.data) {
			return "", reader.unexpected(at, `the closing '"'`)
		}
		char := reader.data[reader.offset]
		if char == '"' && pending < 0 {
			reader.offset++
			return string(out), nil
		}
		if char < 0x20 {
			return "", reader.unexpected(at, "no control character in a string")
		}
		if char != '\\' {
			if pending >= 0 {
				return "", fmt.Errorf("%s: holds a lone surrogate", where(at))
			}
			next, size := utf8.DecodeRune(reader.data[reader.offset:])
			out = append(out, next)
			reader.offset += size
			continue
		}
		escape := byte(0)
		if reader.offset+1 < len(reader.data) {
			escape = reader.data[reader.offset+1]
		}
		if read, ok := jsonEscapes[escape]; ok {
			if pending >= 0 {
				return "", fmt.Errorf("%s: holds a lone surrogate", where(at))
			}
			out = append(out, read)
			reader.offset += 2
			continue
		}
		if escape != 'u' || reader.offset+6 > len(reader.data) {
			reader.offset++
			return "", reader.unexpected(at, "an escape JSON knows")
		}
		unit, err := strconv.ParseUint(string(reader.data[reader.offset+2:reader.offset+6]), 16, 16)
		if err != nil {
			reader.offset += 2
			return "", reader.unexpected(at, `four hexadecimal digits after \u`)
		}
		reader.offset += 6
		code := rune(unit)
		switch {
		case pending >= 0 && code >= 0xDC00 && code <= 0xDFFF:
			out = append(out, 0x10000+(pending-0xD800)<<10+(code-0xDC00))
			pending = -1
		case pending >= 0 || (code >= 0xDC00 && code <= 0xDFFF):
			return "", fmt.Errorf("%s: holds a lone surrogate", where(at))
		case code >= 0xD800 && code <= 0xDBFF:
			pending = code
		default:
			out = append(out, code)
		}
	}
}
