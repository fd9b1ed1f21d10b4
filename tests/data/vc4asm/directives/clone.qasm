# .clone copies instructions from a label (doc/directives.html, .clone);
# .global, .code and .rodata change nothing in the words.
.code
:target
mov r0, 1
mov r1, 2
add r2, r0, r1
brr -, r:target + 2*8
.clone :target, 2
nop
.clone :target, 3
.global :target
.global size, 24
.rodata
.code
