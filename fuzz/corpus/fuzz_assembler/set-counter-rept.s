; .set chains: a counter over a label in .rept (deep trees without folding)
base: nop
.set p, base
.set i, 0
.rept 5000
.set p, p + 1
.set i, i + 1
.endr
        ldi     $7, (p - base) & 0xff
        ldi     $8, i
        thread_finished
