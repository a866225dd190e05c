// Command verdicts prints one verdict per test vector, as JSON lines, from the generated packages' Check.
// A vector with a text instead of a value is JSON text, given to Check as its UTF-8 bytes; one with
// bytes (a JSON array of numbers) is given to Check as those bytes, UTF-8 or not.
package main

import (
	"bufio"
	"encoding/json"
	"os"
)

// check is the generated packages' Check. Each vocabulary's package has its own import path, so the
// harness writes the file that imports them and sets check (vocabulary.go) beside this one: it
// dispatches a type name written <index>:<TypeName> to the Check of the batch's vocabulary index.
var check func(typeName string, data []byte) error

type vector struct {
	ID    string          `json:"id"`
	Type  string          `json:"type"`
	Value json.RawMessage `json:"value"`
	Text  *string         `json:"text"`
	Bytes *[]byte         `json:"bytes"`
}

type verdict struct {
	ID    string `json:"id"`
	Valid bool   `json:"valid"`
	Error string `json:"error"`
}

func main() {
	data, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	var vectors []vector
	if err := json.Unmarshal(data, &vectors); err != nil {
		panic(err)
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	encoder := json.NewEncoder(out)
	for _, v := range vectors {
		result := verdict{ID: v.ID, Valid: true}
		data := []byte(v.Value)
		if v.Text != nil {
			data = []byte(*v.Text)
		}
		if v.Bytes != nil {
			data = *v.Bytes
		}
		if err := check(v.Type, data); err != nil {
			result = verdict{ID: v.ID, Valid: false, Error: err.Error()}
		}
		if err := encoder.Encode(result); err != nil {
			panic(err)
		}
	}
}
