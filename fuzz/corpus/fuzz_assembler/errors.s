        add     $t0, $1, $2
        ldi     $16, 5
        srl     $7, $8, 16
        ? sw
        ldc     $7, 256
        bogus   $7
.rept -1
.endr
.macro
.endm
.if
.error "stop"
        thread_finished
