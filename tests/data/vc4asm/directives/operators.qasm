# Expression operators in operands, float literals and named operators.
mov r0, 1 ><< 4
mov r1, -1 >>> 60
mov r2, 2 ** 10
mov r3, 3 <=> 4
mov ra0, 5 !^ 3
mov ra1, 1.0 === 1
mov ra2, 1.5
fadd r0, r1, 2.0
fmul r1, r2, 0.5
mov rb0, log2 1024
mov rb1, floor 2.7 + ceil 1.2
mov rb2, exp2 -1
mov rb3, abs -7
