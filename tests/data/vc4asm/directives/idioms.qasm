# Idioms of vc4asm sources in public repositories (gpuasm's own program; the
# words in idioms.expected are vc4asm's, scripts/oracle/vc4asm_directives.sh).

:header
.int :code - :header            # a label reference written `:name` in data
.short (:end - :code) / 8, :loop - :code + (1 << 5)
.byte (:end - :header) / 8, 3
.align 8                        # vc4asm gives `:code` the address before its padding

:code
    ldi vw_setup, 0xa00
    add vpm, r1, unif
    ldi vw_setup, 0x88010000
    or rb50, unif, 0
    or rb39, rb50, ra39         # the DMA wait of elorimer's hello world: `never`
    mov rb39, r0
    nop; mov ra39, r1
    or.setf rb39, r0, r1        # flags: the condition stays `always`
:loop
    add r0, r4, ra1.unpack8b    # vc4asm's long unpack name on a source
    add.unpack8af r0, r4, ra1   # `f` on an integer operation: r4's unpack
    fadd.unpack8af r0, r1, ra1  # on a float operation: regfile A's
    mov ra0.pack16a, r1         # long pack names on a destination
    fmul ra0.pack8af, r1, r2
    fmul r3, r5rep, ra16        # r5's write names read r5
    mov r0, r5quad
    # GPU_FFT's newer kernels (vc4asm's test/gpu_fft_256_new.qasm):
    .set ra_inst, ra2           # an alias with a pack or unpack suffix of its own
    .set ra_elem, ra7
    mov r3, elem_num; v8adds ra_elem.8abcd, elem_num, r3
    mov.ifnz r0, ra_inst.8d
    v8adds.ifz r0, ra_inst.8b, ra_inst.8b
    mov.ifcc r3, r1; add vw_setup, ra4, 16  # an add-only operation moves the mov to the mul unit
    mov ra1, r1; add r2, r1, r1
    v8subs r0, r1, r2; shl r3, r1, r2
    v8adds.ifn r3, r2 >> 8, ra6.8b; mov rb6, -1     # -1 from the rotation's -8: v8adds -8, -8
    mov ra4.16b, 0; fmul.ifn rb10, r2 >> 2, (ra6 >> 2).16b  # 0 as xor of the rotation's -14
:   mov r0, r1                  # ':' and a blank: an anonymous label
:
:end
    thrend
    nop
    nop
# Labels whose names start with a digit, defined again on each round (the
# newer headers' `:0_pass`): a reference is the latest definition, or the
# next while there is none yet.
.rep q, 2
    .if q == 0
        .byte (:0_pass - :0_start) / 4, (:0_end - :0_pass) / 4
        .align 4
    .endif
:0_start
    .int 16 * q
:0_pass
    .int :0_pass - :0_start, q
:0_end
.endr
