mov tmu0_s, unif
ldtmu0
add tmu0_s, r4, 12
ldtmu0
add ra2, r4, unif
mov tmu0_s, unif
ldtmu0
add tmu0_s, r4, 12
ldtmu0
add ra3, r4, unif
mov rb18, unif
mov rb19, unif
mov rb20, unif
mov rb21, unif
ldi rb17, 0x00000008
ldi rb16, 0x00000010
ldi r0, 0xc0000000
add r0, r0, rb19
ldi r1, 0x00000040
sub ra6, r0, r1
nop; mul24 r0, elem_num, rb17
mov rb0, r0
add rb8, r0, 4
add r0, r0, rb18
mov rb1, r0
add rb9, r0, 4
add r0, r0, rb18
mov rb2, r0
add rb10, r0, 4
add r0, r0, rb18
mov rb3, r0
add rb11, r0, 4
add r0, r0, rb18
mov rb4, r0
add rb12, r0, 4
add r0, r0, rb18
mov rb5, r0
add rb13, r0, 4
add r0, r0, rb18
mov rb6, r0
add rb14, r0, 4
add r0, r0, rb18
mov rb7, r0
add rb15, r0, 4
add r0, r0, rb18
ldi ra1, 0x00000000
L0170:
ldi ra0, 0x00000000
L0178:
nop; mul24 r1, ra1, rb18
nop; mul24 r0, ra0, rb17
add r0, r0, r1
add ra4, ra2, r0
nop; mul24 r1, ra0, rb19
nop; mul24 r0, ra1, rb17
add r0, r0, r1
add ra5, ra3, r0
ldi vw_setup, 0x00001200
add tmu0_s, ra4, rb0
add tmu1_s, ra4, rb8
add tmu0_s, ra4, rb1
add tmu1_s, ra4, rb9
ldtmu0
mov vpm, r4
ldtmu1
mov vpm, r4
add tmu0_s, ra4, rb2
add tmu1_s, ra4, rb10
ldtmu0
mov vpm, r4
ldtmu1
mov vpm, r4
add tmu0_s, ra4, rb3
add tmu1_s, ra4, rb11
ldtmu0
mov vpm, r4
ldtmu1
mov vpm, r4
add tmu0_s, ra4, rb4
add tmu1_s, ra4, rb12
ldtmu0
mov vpm, r4
ldtmu1
mov vpm, r4
add tmu0_s, ra4, rb5
add tmu1_s, ra4, rb13
ldtmu0
mov vpm, r4
ldtmu1
mov vpm, r4
add tmu0_s, ra4, rb6
add tmu1_s, ra4, rb14
ldtmu0
mov vpm, r4
ldtmu1
mov vpm, r4
add tmu0_s, ra4, rb7
add tmu1_s, ra4, rb15
ldtmu0
mov vpm, r4
ldtmu1
mov vpm, r4
ldtmu0
mov vpm, r4
ldtmu1
mov vpm, r4
ldi vw_setup, 0x88104000
mov vw_setup, ra6
mov vw_addr, ra5
mov -, vw_wait
add ra0, ra0, rb16
nop
sub.setf -, ra0, rb20
brr.allnz -, r:L0178
nop
nop
nop
add ra1, ra1, 8
nop
sub.setf -, ra1, rb21
brr.allnz -, r:L0170
nop
nop
nop
ldi host_int, 0x00000001
thrend
nop
nop
