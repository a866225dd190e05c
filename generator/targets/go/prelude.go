// The fixed part of every Go package cardc generates, which it copies there verbatim as prelude.go
// (edit it in cardc, under generator/targets/go/): decoding helpers that, unlike plain encoding/json,
// reject unknown keys, missing required keys, null where no null is allowed, fractions where an
// integer is expected and values out of range. It holds no vocabulary text; cards.go calls it.

package cards

// Every vocabulary gets the same helpers but calls only those its constraints need. staticcheck
// leaves a generated file's unused code alone; this says so for a copy judged without the marker.
//lint:file-ignore U1000 a vocabulary calls only the helpers its constraints need

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"
	"unicode/utf8"
)

// decoder reads one JSON value at a JSON Pointer-like location, for error messages.
type decoder[T any] func(raw json.RawMessage, at string) (T, error)

type object map[string]json.RawMessage

func firstByte(raw json.RawMessage) byte {
	trimmed := bytes.TrimSpace(raw)
	if len(trimmed) == 0 {
		return 0
	}
	return trimmed[0]
}

// asObject reads an object, every key kept.
func asObject(raw json.RawMessage, at string) (object, error) {
	if firstByte(raw) != '{' {
		return nil, fmt.Errorf("%s: expected an object", where(at))
	}
	var fields object
	if err := json.Unmarshal(raw, &fields); err != nil {
		return nil, fmt.Errorf("%s: %v", where(at), err)
	}
	return fields, nil
}

// requireKeys names the first of keys the object lacks, by its pointer, as every host names it.
func requireKeys(fields object, at string, keys ...string) error {
	for _, key := range keys {
		if _, ok := fields[key]; !ok {
			return fmt.Errorf("%s: is required", pointer(at, key))
		}
	}
	return nil
}

// closedKeys names the first key, in sorted order, that is not one of known.
func closedKeys(fields object, at string, known ...string) error {
	keys := make([]string, 0, len(fields))
	for key := range fields {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	for _, key := range keys {
		isKnown := false
		for _, name := range known {
			isKnown = isKnown || name == key
		}
		if !isKnown {
			return fmt.Errorf("%s: is not allowed", pointer(at, key))
		}
	}
	return nil
}

// tagIs checks that a variant's tag holds its value, for a variant read outside its union.
func tagIs(fields object, at string, key string, value string) error {
	tag, err := tagOf(fields, at, key)
	if err != nil {
		return err
	}
	if tag != value {
		return fmt.Errorf("%s: must be %q", pointer(at, key), value)
	}
	return nil
}

func required[T any](fields object, at string, key string, decode decoder[T], into *T) error {
	raw, ok := fields[key]
	if !ok {
		return fmt.Errorf("%s: is required", pointer(at, key))
	}
	value, err := decode(raw, pointer(at, key))
	if err != nil {
		return err
	}
	*into = value
	return nil
}

// optional leaves into nil when the key is absent; a present key must hold a T (so null is an error
// unless decode itself accepts it).
func optional[T any](fields object, at string, key string, decode decoder[T], into **T) error {
	raw, ok := fields[key]
	if !ok {
		return nil
	}
	value, err := decode(raw, pointer(at, key))
	if err != nil {
		return err
	}
	*into = &value
	return nil
}

func nullable[T any](decode decoder[T]) decoder[*T] {
	return func(raw json.RawMessage, at string) (*T, error) {
		if firstByte(raw) == 'n' {
			return nil, json.Unmarshal(raw, new(any))
		}
		value, err := decode(raw, at)
		if err != nil {
			return nil, err
		}
		return &value, nil
	}
}

// memberOf reads the member of a union of kinds the value's kind selected, and sets it.
func memberOf[T any](decode decoder[T], raw json.RawMessage, at string, into **T) error {
	value, err := decode(raw, at)
	if err != nil {
		return err
	}
	*into = &value
	return nil
}

// noMember reports a value of a JSON kind no member of a union of kinds takes.
func noMember(at string, kinds string) error {
	return fmt.Errorf("%s: expected %s", where(at), kinds)
}

// arrayOf reads an array: its own checks first, on its items unread, then each item in order.
func arrayOf[T any](decode decoder[T], checks ...check[[]json.RawMessage]) decoder[[]T] {
	return func(raw json.RawMessage, at string) ([]T, error) {
		if firstByte(raw) != '[' {
			return nil, fmt.Errorf("%s: expected an array", where(at))
		}
		var items []json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			return nil, fmt.Errorf("%s: %v", where(at), err)
		}
		for _, check := range checks {
			if err := check(items, at); err != nil {
				return nil, err
			}
		}
		values := make([]T, 0, len(items))
		for index, item := range items {
			value, err := decode(item, fmt.Sprintf("%s/%d", at, index))
			if err != nil {
				return nil, err
			}
			values = append(values, value)
		}
		return values, nil
	}
}

// mapOf reads an object whose every key decodes as a K and every value as a V. Every key is judged
// before any value, each in sorted order, so the first problem is the one every host names first;
// a key decodeKey refuses is not allowed. "__proto__" and "toString" are keys like any other.
func mapOf[K ~string, V any](decodeKey decoder[K], decode decoder[V]) decoder[map[K]V] {
	return func(raw json.RawMessage, at string) (map[K]V, error) {
		fields, err := asObject(raw, at)
		if err != nil {
			return nil, err
		}
		keys := make([]string, 0, len(fields))
		for key := range fields {
			keys = append(keys, key)
		}
		sort.Strings(keys)
		decodedKeys := make([]K, len(keys))
		for index, key := range keys {
			quoted, err := json.Marshal(key)
			if err != nil {
				return nil, fmt.Errorf("%s: %v", pointer(at, key), err)
			}
			if decodedKeys[index], err = decodeKey(quoted, pointer(at, key)); err != nil {
				return nil, fmt.Errorf("%s: is not allowed", pointer(at, key))
			}
		}
		values := make(map[K]V, len(keys))
		for index, key := range keys {
			value, err := decode(fields[key], pointer(at, key))
			if err != nil {
				return nil, err
			}
			values[decodedKeys[index]] = value
		}
		return values, nil
	}
}

func asString(raw json.RawMessage, at string) (string, error) {
	var value string
	if firstByte(raw) != '"' || json.Unmarshal(raw, &value) != nil {
		return "", fmt.Errorf("%s: expected a string", where(at))
	}
	return value, nil
}

func asBoolean(raw json.RawMessage, at string) (bool, error) {
	var value bool
	if first := firstByte(raw); (first != 't' && first != 'f') || json.Unmarshal(raw, &value) != nil {
		return false, fmt.Errorf("%s: expected a boolean", where(at))
	}
	return value, nil
}

func asNumber(raw json.RawMessage, at string) (float64, error) {
	var value float64
	if first := firstByte(raw); (first != '-' && (first < '0' || first > '9')) || json.Unmarshal(raw, &value) != nil {
		return 0, fmt.Errorf("%s: expected a number", where(at))
	}
	return value, nil
}

// asInteger accepts a JSON number with no fractional part, judged on its nearest double as every
// host reads it: 1.0, 1e0 and -0 are integers, as JSON Schema counts them. readJSON has held every
// number of the text within ±(2^53 - 1), so an int64 holds it exactly.
func asInteger(raw json.RawMessage, at string) (int64, error) {
	number, err := asNumber(raw, at)
	if err != nil || number != math.Trunc(number) || math.Abs(number) > maxSafeInteger {
		return 0, fmt.Errorf("%s: expected an integer", where(at))
	}
	return int64(number), nil
}

func asUnknown(raw json.RawMessage, at string) (json.RawMessage, error) {
	return append(json.RawMessage(nil), bytes.TrimSpace(raw)...), nil
}

// check is one constraint of the check plan on a decoded value; bounded tries them in order.
type check[T any] func(value T, at string) error

func bounded[T any](decode decoder[T], checks ...check[T]) decoder[T] {
	return func(raw json.RawMessage, at string) (T, error) {
		value, err := decode(raw, at)
		if err != nil {
			return value, err
		}
		for _, check := range checks {
			if err := check(value, at); err != nil {
				return value, err
			}
		}
		return value, nil
	}
}

func maximum[T int64 | float64](limit float64) check[T] {
	return func(value T, at string) error {
		if float64(value) > limit {
			return fmt.Errorf("%s: %v is above the maximum %v", where(at), value, limit)
		}
		return nil
	}
}

func minimum[T int64 | float64](limit float64) check[T] {
	return func(value T, at string) error {
		if float64(value) < limit {
			return fmt.Errorf("%s: %v is below the minimum %v", where(at), value, limit)
		}
		return nil
	}
}

func exclusiveMaximum[T int64 | float64](limit float64) check[T] {
	return func(value T, at string) error {
		if float64(value) >= limit {
			return fmt.Errorf("%s: %v is not below %v", where(at), value, limit)
		}
		return nil
	}
}

func exclusiveMinimum[T int64 | float64](limit float64) check[T] {
	return func(value T, at string) error {
		if float64(value) <= limit {
			return fmt.Errorf("%s: %v is not above %v", where(at), value, limit)
		}
		return nil
	}
}

// maxLength and minLength count code points, as JSON Schema does, not bytes.
func maxLength(limit int) check[string] {
	return func(value string, at string) error {
		if utf8.RuneCountInString(value) > limit {
			return fmt.Errorf("%s: is longer than %d characters", where(at), limit)
		}
		return nil
	}
}

func minLength(limit int) check[string] {
	return func(value string, at string) error {
		if utf8.RuneCountInString(value) < limit {
			return fmt.Errorf("%s: is shorter than %d characters", where(at), limit)
		}
		return nil
	}
}

func maxItems(limit int) check[[]json.RawMessage] {
	return func(items []json.RawMessage, at string) error {
		if len(items) > limit {
			return fmt.Errorf("%s: has more than %d items", where(at), limit)
		}
		return nil
	}
}

func minItems(limit int) check[[]json.RawMessage] {
	return func(items []json.RawMessage, at string) error {
		if len(items) < limit {
			return fmt.Errorf("%s: has fewer than %d items", where(at), limit)
		}
		return nil
	}
}

// fixed holds a value to the one the vocabulary fixes it to (a const).
func fixed[T comparable](decode decoder[T], want T) decoder[T] {
	return func(raw json.RawMessage, at string) (T, error) {
		value, err := decode(raw, at)
		if err != nil {
			return value, err
		}
		if value != want {
			return value, fmt.Errorf("%s: must be %#v", where(at), want)
		}
		return value, nil
	}
}

// notBoth refuses an object holding both keys of an exclusive pair, at the later one.
func notBoth(fields object, at string, first string, later string) error {
	_, hasFirst := fields[first]
	_, hasLater := fields[later]
	if hasFirst && hasLater {
		return fmt.Errorf("%s: is not allowed together with %s", pointer(at, later), pointer(at, first))
	}
	return nil
}

func tagOf(fields object, at string, key string) (string, error) {
	raw, ok := fields[key]
	if !ok {
		return "", fmt.Errorf("%s: is required", pointer(at, key))
	}
	return asString(raw, pointer(at, key))
}

// withTags marshals a variant with its tags first, as the JSON carries them.
func withTags(value any, tags ...string) ([]byte, error) {
	body, err := json.Marshal(value)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	out.WriteByte('{')
	for index := 0; index+1 < len(tags); index += 2 {
		key, _ := json.Marshal(tags[index])
		tagValue, _ := json.Marshal(tags[index+1])
		if index > 0 {
			out.WriteByte(',')
		}
		out.Write(key)
		out.WriteByte(':')
		out.Write(tagValue)
	}
	if len(body) > 2 {
		out.WriteByte(',')
	}
	out.Write(body[1:])
	return out.Bytes(), nil
}

// pointer is the JSON Pointer of key inside the value at at ("~" and "/" escaped as "~0" and "~1").
func pointer(at string, key string) string {
	return at + "/" + strings.ReplaceAll(strings.ReplaceAll(key, "~", "~0"), "/", "~1")
}

// where names a place in a problem: its JSON Pointer, or "value" for the decoded value itself, as
// the TypeScript and Python checks name it.
func where(at string) string {
	if at == "" {
		return "value"
	}
	return at
}

// fromText reads JSON text by the rules every host shares (read_json.go), then decodes it.
func fromText[T any](data []byte, decode decoder[T]) (T, error) {
	if err := readJSON(data); err != nil {
		var zero T
		return zero, err
	}
	return decode(data, "")
}
