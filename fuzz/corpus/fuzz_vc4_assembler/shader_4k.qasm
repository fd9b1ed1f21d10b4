ldi rb29, 0x00000020
ldi rb30, 0x00000040
ldi rb31, 0x00000080
ldi ra28, 0x00005555
ldi ra29, 0x00003333
ldi ra30, 0x00000f0f
ldi ra31, 0x000000ff
ldi ra27, 0x88104000
ldi rb27, 0x88104800
mov ra8, unif
mov rb8, unif
mov rb5, unif
ldi r0, 0x00101200
ldi r1, 0x00000010
ldi r2, 0x00000002
nop; mul24 r2, r2, rb5
add ra26, r0, r2; v8adds r0, r0, r1
add rb26, r0, r2; v8adds r0, r0, r1
add -, r0, r2; v8adds r0, r0, r1
add -, r0, r2
brr ra4, r:L0170
nop
nop
nop
mov vw_setup, ra26
mov vpm, r0
mov vpm, r1
mov -, vw_wait
sacq -, 9
srel -, 1
sacq -, 10
srel -, 2
sacq -, 11
srel -, 3
sacq -, 12
srel -, 4
sacq -, 13
srel -, 5
sacq -, 14
srel -, 6
sacq -, 15
srel -, 7
bra -, ra0
mov vw_setup, ra27
ldi vw_setup, 0xc00007c0
add ra1, ra1, rb30; mov vw_addr, ra1
L0170:
brr rb4, r:L01c8
nop
nop
nop
mov vw_setup, ra26
mov vpm, r0
mov vpm, r1
bra -, ra6
nop
mov vr_setup, ra26
mov -, vpm
L01c8:
brr ra6, r:L0268
nop
nop
nop
mov -, vw_wait
sacq -, 9
srel -, 1
sacq -, 10
srel -, 2
sacq -, 11
srel -, 3
sacq -, 12
srel -, 4
sacq -, 13
srel -, 5
sacq -, 14
bra -, ra0
srel -, 6
sacq -, 15
srel -, 7
L0268:
brr rb6, r:L0670
nop
nop
nop
bra -, ra0
srel -, 9
sacq -, 1
nop
bra -, ra0
srel -, 10
sacq -, 2
nop
bra -, ra0
srel -, 11
sacq -, 3
nop
bra -, ra0
srel -, 12
sacq -, 4
nop
bra -, ra0
srel -, 13
sacq -, 5
nop
bra -, ra0
srel -, 14
sacq -, 6
nop
bra -, ra0
srel -, 15
sacq -, 7
nop
L0368:
and.setf -, elem_num, 1
nop; fmul.ifnz ra2, ra10, r0
nop; fmul.ifnz r2, rb10, r1
fsub.ifnz r0, ra2, r2; fmul.ifnz r3, rb10, r0
nop; fmul.ifnz r1, ra10, r1
fadd.ifnz r1, r1, r3; mov r2, r0 >> 15
fadd.ifz r0, r2, r0; mov r3, r0 >> 1
fsub.ifnz r0, r3, r0; mov r2, r1 >> 15
fadd.ifz r1, r2, r1; mov r3, r1 >> 1
fsub.ifnz r1, r3, r1
and.setf -, elem_num, 2
nop; fmul.ifnz ra2, ra11, r0
nop; fmul.ifnz r2, rb11, r1
fsub.ifnz r0, ra2, r2; fmul.ifnz r3, rb11, r0
nop; fmul.ifnz r1, ra11, r1
fadd.ifnz r1, r1, r3; mov r2, r0 >> 14
fadd.ifz r0, r2, r0; mov r3, r0 >> 2
fsub.ifnz r0, r3, r0; mov r2, r1 >> 14
fadd.ifz r1, r2, r1; mov r3, r1 >> 2
fsub.ifnz r1, r3, r1
and.setf -, elem_num, 4
nop; fmul.ifnz ra2, ra12, r0
nop; fmul.ifnz r2, rb12, r1
fsub.ifnz r0, ra2, r2; fmul.ifnz r3, rb12, r0
nop; fmul.ifnz r1, ra12, r1
fadd.ifnz r1, r1, r3; mov r2, r0 >> 12
fadd.ifz r0, r2, r0; mov r3, r0 >> 4
fsub.ifnz r0, r3, r0; mov r2, r1 >> 12
fadd.ifz r1, r2, r1; mov r3, r1 >> 4
fsub.ifnz r1, r3, r1
and.setf -, elem_num, 8
nop; fmul.ifnz ra2, ra13, r0
nop; fmul.ifnz r2, rb13, r1
fsub.ifnz r0, ra2, r2; fmul.ifnz r3, rb13, r0
nop; fmul.ifnz r1, ra13, r1
fadd.ifnz r1, r1, r3; mov r2, r0 >> 8
fadd.ifz r0, r2, r0; mov r3, r0 >> 8
bra -, ra4
fsub.ifnz r0, r3, r0; mov r2, r1 >> 8
fadd.ifz r1, r2, r1; mov r3, r1 >> 8
fsub.ifnz r1, r3, r1
L04b0:
add ra5, ra5, rb31; mov r0, ra5
and r1, r0, ra28
shr r0, r0, 1
and r0, r0, ra28
shl r1, r1, 1
or r0, r0, r1
and r1, r0, ra29
shr r0, r0, 2
and r0, r0, ra29
shl r1, r1, 2
or r0, r0, r1
and r1, r0, ra30
shr r0, r0, 4
and r0, r0, ra30
shl r1, r1, 4
or r0, r0, r1
and r1, r0, ra31
shr r0, r0, 8
and r0, r0, ra31
shl r1, r1, 8
or r0, r0, r1
shr r0, r0, 1
add r1, r0, 4
and.setf -, elem_num, 1; mov r2, r0
mov.ifz r0, r2; mov.ifnz r0, r1 >> 1
mov.ifnz r1, r1; mov.ifz r1, r2 >> 15
ldi.setf -, [0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]
mov r2, r0; mov.ifnz r0, r0 >> 10
mov r3, r1; mov.ifnz r1, r1 >> 10
ldi.setf -, [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0]
nop; mov.ifnz r0, r2 >> 6
nop; mov.ifnz r1, r3 >> 6
add tmu0_s, ra3, r0
add tmu0_s, ra3, r1
ldtmu0
mov r0, r4; ldtmu0
mov r1, r4
ldi.setf -, [0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]
mov r2, r0; mov.ifnz r0, r0 >> 10
mov r3, r1; mov.ifnz r1, r1 >> 10
ldi.setf -, [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0]
nop; mov.ifnz r0, r2 >> 6
nop; mov.ifnz r1, r3 >> 6
brr -, r:L0368
and.setf -, elem_num, 1; mov r2, r0
mov.ifz r0, r2; mov.ifnz r0, r1 >> 1
mov.ifnz r1, r1; mov.ifz r1, r2 >> 15
L0628:
add ra5, ra5, rb31; mov r0, ra5
shl r0, r0, 3
add r1, r0, 4
add tmu0_s, ra3, r0
add tmu0_s, ra3, r1
brr -, r:L0368
ldtmu0
mov r0, r4; ldtmu0
mov r1, r4
L0670:
mov.setf r0, rb5
sub r0, r0, 1
shl r0, r0, 5
add.ifnz ra6, rb6, r0
mov.ifnz ra4, rb4
L0698:
mov.setf ra3, unif
mov rb3, unif
brr.allz -, r:L0ff0
shl r0, elem_num, 3
ldi r1, 0x00000000
shl r1, r1, 7
add r0, r0, r1
add r1, r0, 4
add tmu0_s, ra8, r0
add tmu0_s, ra8, r1
ldtmu0
mov ra13, r4
ldtmu0
mov rb13, r4
ldi ra14, 0x00000000; ldi rb14, 0x00000000
mov r2, ra13; mov r3, rb13
and.setf -, elem_num, 8
mov ra13, r2; mov.ifnz r2, r2 >> 8
mov rb13, r3; mov.ifnz r3, r3 >> 8
and.setf -, elem_num, 4
mov ra12, r2; mov.ifnz r2, r2 >> 4
mov rb12, r3; mov.ifnz r3, r3 >> 4
and.setf -, elem_num, 2
mov ra11, r2; mov.ifnz r2, r2 >> 2
mov rb11, r3; mov.ifnz r3, r3 >> 2
and.setf -, elem_num, 1
mov ra10, r2; mov.ifnz r2, r2 >> 1
mov rb10, r3; mov.ifnz r3, r3 >> 1
mov r0, rb5
shl r0, r0, 4
add ra5, r0, elem_num
ldi ra7, 0x00000000
mov ra1, rb3
add ra5, ra5, rb31; mov r0, ra5
and r1, r0, ra28
shr r0, r0, 1
and r0, r0, ra28
shl r1, r1, 1
or r0, r0, r1
and r1, r0, ra29
shr r0, r0, 2
and r0, r0, ra29
shl r1, r1, 2
or r0, r0, r1
and r1, r0, ra30
shr r0, r0, 4
and r0, r0, ra30
shl r1, r1, 4
or r0, r0, r1
and r1, r0, ra31
shr r0, r0, 8
and r0, r0, ra31
shl r1, r1, 8
or r0, r0, r1
shr r0, r0, 1
add r1, r0, 4
and.setf -, elem_num, 1; mov r2, r0
mov.ifz r0, r2; mov.ifnz r0, r1 >> 1
mov.ifnz r1, r1; mov.ifz r1, r2 >> 15
ldi.setf -, [0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]
mov r2, r0; mov.ifnz r0, r0 >> 10
mov r3, r1; mov.ifnz r1, r1 >> 10
ldi.setf -, [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0]
nop; mov.ifnz r0, r2 >> 6
nop; mov.ifnz r1, r3 >> 6
add tmu0_s, ra3, r0
add tmu0_s, ra3, r1
brr ra0, r:L04b0
mov ra26, rb26; mov rb26, ra26
mov ra27, rb27; mov rb27, ra27
add ra7, ra7, rb31
shr.setf -, ra7, 12
brr.allz -, r:L04b0
mov ra26, rb26; mov rb26, ra26
mov ra27, rb27; mov rb27, ra27
add ra7, ra7, rb31
bra ra0, ra6
nop
ldtmu0
ldtmu0
mov rb3, ra3; mov ra3, rb3
shl r0, elem_num, 3
ldi r1, 0x00000000
shl r1, r1, 7
add r0, r0, r1
add r1, r0, 4
add tmu0_s, ra8, r0
add tmu0_s, ra8, r1
ldtmu0
mov ra13, r4
ldtmu0
mov rb13, r4
shl r0, elem_num, 3
ldi r1, 0x00000001
shl r1, r1, 7
add r0, r0, r1
add r1, r0, 4
add tmu0_s, ra8, r0
add tmu0_s, ra8, r1
ldtmu0
mov ra9, r4
ldtmu0
mov rb9, r4
ldi ra14, 0x00000000; ldi rb14, 0x00000000
mov r2, ra13; mov r3, rb13
and.setf -, elem_num, 8
mov ra13, r2; mov.ifnz r2, r2 >> 8
mov rb13, r3; mov.ifnz r3, r3 >> 8
and.setf -, elem_num, 4
mov ra12, r2; mov.ifnz r2, r2 >> 4
mov rb12, r3; mov.ifnz r3, r3 >> 4
and.setf -, elem_num, 2
mov ra11, r2; mov.ifnz r2, r2 >> 2
mov rb11, r3; mov.ifnz r3, r3 >> 2
and.setf -, elem_num, 1
mov ra10, r2; mov.ifnz r2, r2 >> 1
mov rb10, r3; mov.ifnz r3, r3 >> 1
mov r0, rb5
shl r0, r0, 4
add ra5, r0, elem_num
ldi ra7, 0x00000000
mov ra1, rb3
add ra5, ra5, rb31; mov r0, ra5
shl r0, r0, 3
add r1, r0, 4
add tmu0_s, ra3, r0
add tmu0_s, ra3, r1
brr ra0, r:L0628
mov ra26, rb26; mov rb26, ra26
mov ra27, rb27; mov rb27, ra27
add ra7, ra7, rb31
brr ra0, r:L0628
mov ra26, rb26; mov rb26, ra26
mov ra27, rb27; mov rb27, ra27
add ra7, ra7, rb31
sub ra0, ra0, rb29
mov r2, ra13; mov r3, rb13
nop; fmul r0, r2, ra9
nop; fmul r1, r2, rb9
nop; fmul r2, r3, rb9
fadd r2, r0, r2; fmul r3, r3, ra9
fsub r3, r3, r1
fsub r0, ra13, r2
fsub r1, r0, ra13
fadd r2, r1, r2
fsub r1, r0, r1
fsub r1, ra13, r1
fsub r1, r1, r2
fadd r1, r1, ra14
fadd r2, r0, r1
fsub r2, r2, r0; mov ra13, r2
fsub r1, r1, r2
fsub r2, ra13, r2
fsub r0, r0, r2
fadd ra14, r0, r1
fsub r0, rb13, r3
fsub r1, r0, rb13
fadd r2, r1, r3
fsub r1, r0, r1
fsub r1, rb13, r1
fsub r1, r1, r2
fadd r1, r1, rb14
fadd r2, r0, r1
fsub r2, r2, r0; mov rb13, r2
fsub r1, r1, r2
fsub r2, rb13, r2
fsub r0, r0, r2
fadd rb14, r0, r1
mov r2, ra13; mov r3, rb13
and.setf -, elem_num, 8
mov ra13, r2; mov.ifnz r2, r2 >> 8
mov rb13, r3; mov.ifnz r3, r3 >> 8
and.setf -, elem_num, 4
mov ra12, r2; mov.ifnz r2, r2 >> 4
mov rb12, r3; mov.ifnz r3, r3 >> 4
and.setf -, elem_num, 2
mov ra11, r2; mov.ifnz r2, r2 >> 2
mov rb11, r3; mov.ifnz r3, r3 >> 2
and.setf -, elem_num, 1
mov ra10, r2; mov.ifnz r2, r2 >> 1
mov rb10, r3; mov.ifnz r3, r3 >> 1
shr.setf -, ra7, 12
brr.allz -, r:L0628
mov ra26, rb26; mov rb26, ra26
mov ra27, rb27; mov rb27, ra27
add ra7, ra7, rb31
bra ra0, ra6
nop
ldtmu0
ldtmu0
mov rb3, ra3; mov ra3, rb3
shl r0, elem_num, 3
ldi r1, 0x00000000
shl r1, r1, 7
add r0, r0, r1
add r1, r0, 4
add tmu0_s, rb8, r0
add tmu0_s, rb8, r1
ldtmu0
mov ra13, r4
ldtmu0
mov rb13, r4
shl r0, elem_num, 3
ldi r1, 0x00000002
shl r1, r1, 7
add r0, r0, r1
add r1, r0, 4
add tmu0_s, ra8, r0
add tmu0_s, ra8, r1
ldtmu0
mov ra9, r4
ldtmu0
mov rb9, r4
ldi ra14, 0x00000000; ldi rb14, 0x00000000
mov r2, ra13; mov r3, rb13
and.setf -, elem_num, 8
mov ra13, r2; mov.ifnz r2, r2 >> 8
mov rb13, r3; mov.ifnz r3, r3 >> 8
and.setf -, elem_num, 4
mov ra12, r2; mov.ifnz r2, r2 >> 4
mov rb12, r3; mov.ifnz r3, r3 >> 4
and.setf -, elem_num, 2
mov ra11, r2; mov.ifnz r2, r2 >> 2
mov rb11, r3; mov.ifnz r3, r3 >> 2
and.setf -, elem_num, 1
mov ra10, r2; mov.ifnz r2, r2 >> 1
mov rb10, r3; mov.ifnz r3, r3 >> 1
mov r0, rb5
shl r0, r0, 4
add ra5, r0, elem_num
ldi ra7, 0x00000000
mov ra1, rb3
add ra5, ra5, rb31; mov r0, ra5
shl r0, r0, 3
add r1, r0, 4
add tmu0_s, ra3, r0
add tmu0_s, ra3, r1
brr ra0, r:L0628
mov ra26, rb26; mov rb26, ra26
mov ra27, rb27; mov rb27, ra27
add ra7, ra7, rb31
mov r2, ra13; mov r3, rb13
nop; fmul r0, r2, ra9
nop; fmul r1, r2, rb9
nop; fmul r2, r3, rb9
fadd r2, r0, r2; fmul r3, r3, ra9
fsub r3, r3, r1
fsub r0, ra13, r2
fsub r1, r0, ra13
fadd r2, r1, r2
fsub r1, r0, r1
fsub r1, ra13, r1
fsub r1, r1, r2
fadd r1, r1, ra14
fadd r2, r0, r1
fsub r2, r2, r0; mov ra13, r2
fsub r1, r1, r2
fsub r2, ra13, r2
fsub r0, r0, r2
fadd ra14, r0, r1
fsub r0, rb13, r3
fsub r1, r0, rb13
fadd r2, r1, r3
fsub r1, r0, r1
fsub r1, rb13, r1
fsub r1, r1, r2
fadd r1, r1, rb14
fadd r2, r0, r1
fsub r2, r2, r0; mov rb13, r2
fsub r1, r1, r2
fsub r2, rb13, r2
fsub r0, r0, r2
fadd rb14, r0, r1
mov r2, ra13; mov r3, rb13
and.setf -, elem_num, 8
mov ra13, r2; mov.ifnz r2, r2 >> 8
mov rb13, r3; mov.ifnz r3, r3 >> 8
and.setf -, elem_num, 4
mov ra12, r2; mov.ifnz r2, r2 >> 4
mov rb12, r3; mov.ifnz r3, r3 >> 4
and.setf -, elem_num, 2
mov ra11, r2; mov.ifnz r2, r2 >> 2
mov rb11, r3; mov.ifnz r3, r3 >> 2
and.setf -, elem_num, 1
mov ra10, r2; mov.ifnz r2, r2 >> 1
mov rb10, r3; mov.ifnz r3, r3 >> 1
shr.setf -, ra7, 12
brr.allz -, r:L0628
mov ra26, rb26; mov rb26, ra26
mov ra27, rb27; mov rb27, ra27
add ra7, ra7, rb31
bra ra0, ra6
nop
ldtmu0
ldtmu0
brr -, r:L0698
nop
nop
nop
L0ff0:
mov host_int, rb3
thrend
nop
nop
