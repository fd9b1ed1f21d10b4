# Every kind of vc4 instruction once or more: gpuasm's own fuzz seed.
.set ra_base, ra0
.set rb_base, rb1
.set ra_count, ra7
        mov ra_base, unif                       # uniform read
        mov ra_count, unif
        mov rb_base, ra_base
        ldi r0, 0x3f800000                      # load immediates: 32-bit,
        ldi r1, [0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1]   # per element unsigned,
        ldi r2, [-2,-1,0,1,-2,-1,0,1,-2,-1,0,1,-2,-1,0,1]  # per element signed
        fadd r3, r0, r0; fmul r2, r0, r0        # both ALUs
        add.setf r1, r1, 3; mul24 r3, r1, r1    # flags and a small immediate
        sub.ifz r2, r2, r1; v8muld r3, r0, r1
        itof r0, r1; v8min ra1, r0, r0
        ftoi r1, r0; v8max rb2, r1, r1
        shr r2, r1, 2; v8adds r3, r2, r2
        asr r2, r1, 1; v8subs r0, r3, r2
        ror r3, r1, 3
        shl r0, r1, -16
        nop
        min r1, r0, r1; fmul r2, r0, r0 >> 2    # rotation of a mul input
        max r2, r0, r1
        and.ifnz r3, r1, r2
        or.ifn r0, r0, r1
        xor.ifnc r1, r1, r1
        not r2, r1
        clz r3, r0
        fmin r0, r0, r1; fmul r1, r1, 2.0
        fmax r1, r0, r1
        fminabs r2, r0, r1
        fmaxabs r3, r0, r1
        fsub.setf -, r0, 1.0
        mov ra2, ra1.16a                        # unpack
        mov ra3.16b, r0                         # pack
        mov r0, ra1.8a
        fmul r1.8abcdc, r0, r0                  # mul colour pack
        mov sfu_recip, r0                       # SFU: r4 three instructions later
        nop
        nop
        mov r1, r4
        mov sfu_exp, r1
        nop
        nop
        mov r2, r4
        add t0s, rb_base, elem_num              # TMU lookup
        nop; ldtmu0
        mov r3, r4
        mov vw_setup, vpm_setup(1, 1, h32(0))   # VPM write and a DMA store
        mov vpm, r3
        mov vw_setup, vdw_setup_0(1, 16, dma_h32(0, 0))
        mov vw_addr, ra_base
        mov -, vw_wait
        mov vr_setup, vdr_setup_0(0, 16, 1, vdr_h32(1, 0, 0))   # DMA load and VPM read
        mov vr_addr, ra_base
        mov -, vr_wait
        mov vr_setup, vpm_setup(1, 1, h32(0))
        mov r0, vpm
        mov -, mutex                            # mutex and semaphores
        mov mutex, r0
        srel -, 3
        sacq -, 3
        sub.setf ra5, ra_count, 1
loop:   brr.anynz -, r:loop                     # a branch and its delay slots
        sub.setf ra5, ra5, 1
        nop
        nop
        bra ra6, 0                              # an absolute branch with a link
        nop
        nop
        nop
        mov host_int, 1                         # interrupt the host
        nop; thrend
        nop
        nop
