# vc4asm's instruction joining (doc/instructions.html, "Instruction joining"):
# a line ending in ';' takes in the next line beginning with ';' when both fit
# in one instruction (as `a; b` on one line would).
add r0, r0, 1;
;fmul r1, r0, r0
# The add unit is taken: fadd is an instruction of its own ...
add r0, r0, 1;
;fadd r2, r0, r0;
# ... which takes in the next one in turn.
;mov r3, 2
# Blank lines, comments, directives that emit nothing and false conditionals
# come between without ending the join.
mov r0, ra1;

.set k, 3
.if 0
nop
.endif
;mov r1, rb2
# `;;` is one mark.
mov r0, ra1;
;;mov r1, rb2
# A line without the leading ';' is an instruction of its own.
mov r0, ra1;
mov r1, rb2
# A label between ends the join (a branch may reach the second line; vc4asm
# 80ab48de joins across a `:label` line, see vc4asm_directives_test.cpp).
mov r0, ra1;
between:
;mov r1, rb2
# Two reads of regfile A do not fit one instruction.
mov r0, ra1;
;mov r1, ra2
# vc4asm joins no two peripheral accesses (TMU, SFU, TLB, mutex, VPM setup).
mov tmu0_s, r0;
;mov tmu0_s, r1
ldtmu0;
;mov tmu1_s, r0
mov sfu_recip, r0;
;mov tmu1_s, r1
nop
nop
# A small immediate takes the signal field: ldtmu0 stays apart.
add r0, r0, 1;
;fmul r2, r0, r0;
;ldtmu0
# Across macro boundaries, both ways.
.macro tail
;mov r1, rb2
.endm
.macro head
mov r0, ra1;
.endm
mov r0, ra1;
tail
head
;mov r1, rb2
# A macro call after ';' expands; its first line does not join.
.macro plain
mov r1, rb2
.endm
mov r0, ra1;
;plain
# A load immediate joins a nop or a load of the same value.
nop;
;mov r0, 0x12345678;
;ldtmu0
ldi r0, 0x12345678;
;ldi r1, 0x12345678
# A line ending in ';' with nothing after it.
mov r2, ra3;
