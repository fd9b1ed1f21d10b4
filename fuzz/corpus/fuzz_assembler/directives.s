; Directives the shipped kernels do not use.
.set WIDTH, 64
.equ HALF, WIDTH / 2
.ifdef FUZZ
        ldi     $7, HALF
.elseif WIDTH > 10
        ldi     $7, 1
.else
        ldi     $7, -1
.endif
.ifndef NOTHING
.rept 3
        addi    $7, $7, (1 << 2) | 3
.endr
.endif
.macro twice reg, value
        addi    \reg, \reg, \value
        addi    \reg, \reg, \value
.endm
        twice   $8, 7
label:  ldc     $9, 255
        sll     $10, $9, 15
        sra     $10, $10, 3
        mul     $11, $10, $9
        xor     $12, $11, $10
        .word   0x08050000, label
.align 4
        mv      $mask, $12
        ? add   $data, $7, $8
        lw
        nop
        nop
        nop
        nop
        sw
        nop
        nop
        nop
        thread_finished
.section .data
        .quad   0x123456789
        .int    -1
