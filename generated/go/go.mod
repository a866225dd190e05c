module cardc.dev/go/toolcards

go 1.19
