# out[i] = a * in[i] + b over N 32-bit words, on any number of QPUs (gpuasm's
# own kernel, vc4asm dialect): it reads memory through TMU0 and writes it
# through the VPM and a VDW DMA store.
#
#   gpuasm run -t vc4 builtin:vc4/scale.qasm --qpus 12 --buffer in=@data.bin \
#       --buffer out=4096 --uniform in --uniform out --uniform 3 --uniform 1 \
#       --uniform 1024 --uniform qpu --uniform qpus --dump out
#
# Uniforms: in, out (bus addresses), a, b (integers; a * in[i] is mul24's
# product of the low 24 bits), N (a multiple of 16), q (this QPU's number)
# and the QPU count. The words go in chunks of 16, one per SIMD lane; QPU q
# takes chunks q, q + count, ...

.set ra_in, ra0
.set ra_out, ra1
.set ra_a, ra2
.set ra_chunk, ra3      # this QPU's next chunk
.set rb_b, rb0
.set rb_chunks, rb1     # N / 16
.set rb_count, rb2      # chunks between this QPU's: the QPU count

        mov ra_in, unif
        mov ra_out, unif
        mov ra_a, unif
        mov rb_b, unif
        mov r0, unif                    # N
        shr rb_chunks, r0, 4
        mov ra_chunk, unif
        mov rb_count, unif

chunk:  mov r0, ra_chunk
        sub.setf -, r0, rb_chunks
        brr.allnc -, r:done             # chunk >= N / 16: nothing left
        shl r0, r0, 6                   # delay slots: 64 bytes per chunk
        shl r1, elem_num, 2             # 4 bytes per lane
        add r1, r1, r0

        add t0s, r1, ra_in              # each lane's address: TMU0 loads it
        nop; ldtmu0                     # the word arrives in r4
        mul24 r2, r4, ra_a
        add r2, r2, rb_b

        mov -, mutex                    # one QPU at a time drives the DMA
        mov vw_setup, vpm_setup(1, 1, h32(0))
        mov vpm, r2
        mov vw_setup, vdw_setup_0(1, 16, dma_h32(0, 0))
        add vw_addr, r0, ra_out
        mov -, vw_wait
        mov mutex, r0                   # any write releases it

        add ra_chunk, ra_chunk, rb_count
        brr -, r:chunk
        nop
        nop
        nop

done:   nop; thrend
        nop
        nop
