# The smallest kernel that writes memory (gpuasm's own, vc4asm dialect): each
# QPU stores 16 words, value + 16 q + lane, to out + 64 q, q its number.
#
#   gpuasm run -t vc4 builtin:vc4/store.qasm --qpus 4 --buffer out=256 \
#       --uniform 100 --uniform out --uniform qpu --dump out
#
# A QPU writes memory through its VPM: one 16-lane vector goes into a VPM row
# (vw_setup = vpm_setup(...), then a write to vpm), and a VDW DMA store copies
# the row to the bus address written to vw_addr (vw_setup = vdw_setup_0(...)
# first); reading vw_wait waits for the store. The DMA engine is shared: the
# QPUs take turns under the mutex.

        mov r0, unif                    # value
        mov r1, unif                    # out: the buffer's bus address
        mov r2, unif                    # q
        shl r3, r2, 4                   # 16 q
        add r0, r0, r3
        shl r3, r2, 6                   # 64 bytes per QPU
        add r1, r1, r3

        mov -, mutex
        # 1 vector of 32-bit words, stride 1, horizontal, from VPM row 0
        mov vw_setup, vpm_setup(1, 1, h32(0))
        add vpm, r0, elem_num
        # 1 row of 16 words from VPM row 0 (dma_h32(row, column))
        mov vw_setup, vdw_setup_0(1, 16, dma_h32(0, 0))
        mov vw_addr, r1
        mov -, vw_wait
        mov mutex, r0                   # any write releases it

        nop; thrend
        nop
        nop
