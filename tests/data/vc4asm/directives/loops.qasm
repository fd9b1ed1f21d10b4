# .rep with a counter, .foreach over numbers and registers, nesting, and the
# counter's old value after .endr (doc/directives.html, .rep, .foreach).
.set i, 7
.rep i, 3
    mov r0, i
    .rep j, 2
        add r1, r0, i*2+j
    .endr
.endr
mov r2, i
.foreach reg, ra0, rb1, ra2, r3
    mov reg, 0
.endfor
.foreach v, 1, 2, -3, 1<<4
    mov r1, v
.endfor
.rep k, 0
    mov r0, 99
.endr
