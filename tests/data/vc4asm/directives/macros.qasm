# Macros: parameters by bare name, arguments evaluated where the macro is
# called, a macro defined again, .back moving code before the last
# instructions, and data directives (doc/directives.html).
.macro put, dst, value
    mov dst, value
.endm
.macro scale2, x
    mov r0, x*2
.endm
put r1, 3
put ra5, 1+1
scale2 1+1
.macro put, dst, value
    add dst, value, value
.endm
put r2, r3
:loop
    mov r0, 1
    mov r1, 2
    mov r2, 3
.back 2
    brr -, r:loop
.endb
    nop
.macro deep, reg, n
    .rep q, n
        mov reg, q
    .endr
.endm
deep rb7, 2
.macro fl, x
    fadd r0, r1, x
    mov r2, x
.endm
fl 1.0*2
fl 0.5
