# Functions: one line with delayed evaluation, and .func with .if and .assert
# inside (doc/directives.html, .set with arguments, .func).
.set scale, 3
.set scaled(x) x * scale
.set scale, 4
mov r0, scaled(2)
.set pack(y, x) 0x200 | (y & 0x30) | (x & 0xf)
mov r1, pack(16, 3)
.func clamp(v, lo, hi)
    .assert lo <= hi
    .if v < lo
        lo
    .elseif v > hi
        hi
    .else
        v
    .endif
.endf
mov r2, clamp(5, 0, 3)
mov r3, clamp(-5, 0, 3)
mov ra1, clamp(2, 0, 3)
.func twice(n)
    .lset t, n + n
    t
.endf
mov rb1, twice(21) + 1
