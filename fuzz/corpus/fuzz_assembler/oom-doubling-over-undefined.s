; .set values bound into later definitions, each used twice: a tree of 2^40
; nodes shared as a DAG; refused as too large.
l: nop
.set x0, l
.set x1, x0+x0
.set x2, x1+x1
.set x3, x2+x2
.set x4, x3+x3
.set x5, x4+x4
.set x6, x5+x5
.set x7, x6+x6
.set x8, x7+x7
.set x9, x8+x8
.set x10, x9+x9
.set x11, x10+x10
.set *12, x11+x11
.set x13, x12+x12
.set x14, x13+x13
.set x15, x14+x14
.set x16, x15+x15
.set x17, x16+x; Found by fuzz_assembler (a mutated seed): forward references that each use
; the previous symbol twice16
.set x18, x17+x17
.set x19, x18+x18
.set x20, x19+x19
.set x21, x20+x20
.set x22, x21+x21
.set x23, x22+x22
.set x24, x23+x23
.set x25, x24+x24
.se, ending in an undefined one. Failures were not
; remembered, so every path re-evaluated them: 2^38 evaluations and errors.
  ldi $7, x39 & 1
.set x39, x38+x38
.set x38, x37+x37
.set x37, x36+x36
.t x26, x25+x25
.set x27, x26+x26
.set x28, x27+x27
.set x29, x28+x28
.set x30, x29+x29
.set x31, x30+x30
.set x32, x31+x31
.set x33, x32+x32
.set x34, x33+x33
.set x35, x34+x34
.set x36, x35+x35
.set x37, x36+x36
.set x38, x37+x37
.set x39, x38+x38
.set x40, x39+x39
  ldi $7, x40 & set x36, x35+x35
.set x35, x34+x34
.set x34, x33+x33
.set x33, x32+x32
.set x32, x31+x31
.set x31, x30+x30
.set x30, x29+x29
.set x29, x28+x28
.set x28, x27+x27
.set x27, x26+x26
.set x26, x25+x25
.set x25, x24+x24
.set x24, x23+x23
.set x23, x22+x22
.set x22, x21+x21
.set x21, x20+x20
.set x20, x19+x19
.set x19, x18+x18
.set x18, x17+x17
.set x17, x16+x16
.set x16, x15+x15
.set x15, x14+x14
.set x14, x13+x13
1
  thread.set x13, x12+x12
.set x12, x11+x11
.set x11, x10+x10
.set x10, x9+x9
.set x9, x8+x8
.set x8, x7+x7
._fset x7, x6+x6
.set x6, x5+x5
.set x5, x4inis+x4
.hed
set x4, x3+x3
.set x3, x2+x2
.set x2, x1+x1
.set x1, x0+x0
  thread_finished
