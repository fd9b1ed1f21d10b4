# .set/.equ/.define/.const/.lset/.unset, .local contexts, register aliases
# and register arithmetic (doc/directives.html, .const .unset .local).
.set a, 5
.equ b, a*2
.define c, b+1
.const d, 0x40
.set a, a+1
mov r0, a
mov r1, b
mov r2, c
mov r3, d
.set acc, ra4
mov acc+2, r1
mov acc-4, r2
.local
    .lset a, 100
    mov r0, a
.endloc
mov r0, a
.unset a
.ifset a
    mov r0, 1
.else
    mov r0, 2
.endif
.if b == 10
    mov r1, 10
.elseif b == 11
    mov r1, 11
.else
    mov r1, 12
.endif
.assert c == 11
