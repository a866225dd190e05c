module cards

go 1.19
