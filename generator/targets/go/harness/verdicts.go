// Command verdicts prints one verdict per test vector, as JSON lines, from the generated package's Check.
// A vector with a text instead of a value is JSON text, given to Check as its bytes.
package main

import (
	"bufio"
	"encoding/json"
	"os"
)

// check is the generated package's Check. Each vocabulary's package has its own import path, so the
// test writes the file that imports it and sets check (vocabulary.go) beside this one.
var check func(typeName string, data []byte) error

type vector struct {
	ID    string          `json:"id"`
	Type  string          `json:"type"`
	Value json.RawMessage `json:"value"`
	Text  *string         `json:"text"`
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
		if err := check(v.Type, data); err != nil {
			result = verdict{ID: v.ID, Valid: false, Error: err.Error()}
		}
		if err := encoder.Encode(result); err != nil {
			panic(err)
		}
	}
}
