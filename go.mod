module rummikub

go 1.26
