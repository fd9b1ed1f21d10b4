# The Mandelbrot set in 256 x 192 pixels, drawn by 12 QPUs (gpuasm's own
# kernel, vc4asm dialect).
#
#   gpuasm run -t vc4 builtin:vc4/mandelbrot.qasm --qpus 12 --buffer image=196608 \
#       --uniform image --uniform qpu --uniform qpus --png image=mandelbrot.png:256x192
#
# Uniforms, the same three for every QPU: the bus address of the image (256 x
# 192 words 0xAABBGGRR, rows one after the other), this QPU's number q and the
# number of QPUs. QPU q draws rows q, q + count, q + 2 count, ...; a row is 16
# chunks of 16 pixels, one pixel per SIMD lane. Each chunk goes through the
# QPU's own VPM row (row q) and one VDW DMA store, made under the mutex.
#
# Pixel (x, y) is c = (-2.25 + x d) + (-1.125 + y d) i with d = 3/256. From
# z = 0, while |z|^2 < 4 and at most ITERATIONS times: n += 1, z = z^2 + c.
# Inside (n = ITERATIONS) is black; outside, R = min(16 n, 255), G = 5 n,
# B = 96 + 3 n. A chunk stops early once all 16 of its lanes have escaped.

.set WIDTH, 256
.set HEIGHT, 192
.set ITERATIONS, 48

.set ra_image, ra0      # the image's bus address
.set ra_y, ra1          # this row
.set ra_vpm, ra2        # VPM write setup: this QPU's row
.set ra_cx, ra3         # c, real part (per lane)
.set ra_zr, ra4         # z, real part
.set ra_n, ra5          # iterations inside
.set ra_left, ra6       # iterations left
.set rb_rows, rb0       # rows between this QPU's rows: the QPU count
.set rb_d, rb1          # 3/256: one pixel
.set rb_x0, rb2         # -2.25
.set rb_y0, rb3         # -1.125
.set rb_vdw, rb4        # VDW store setup: this QPU's VPM row
.set rb_row, rb5        # bus address of this row's first pixel
.set rb_cy, rb6         # c, imaginary part
.set rb_zi, rb7         # z, imaginary part
.set rb_x, rb8          # first pixel of this chunk

        mov ra_image, unif
        mov ra_y, unif
        mov rb_rows, unif
        ldi rb_d, 0.01171875
        ldi rb_x0, 0xc0100000           # -2.25
        ldi rb_y0, 0xbf900000           # -1.125
        ldi r0, vpm_setup(1, 1, h32(0))
        add ra_vpm, r0, ra_y            # VPM row q
        shl r1, ra_y, 7                 # dma_h32(q, 0): the row in bits 7 and up
        ldi r0, vdw_setup_0(1, 16, dma_h32(0, 0))
        add rb_vdw, r0, r1

row:    shl r0, ra_y, 10                # 256 pixels of 4 bytes
        add rb_row, r0, ra_image
        ldi rb_x, 0
        itof r0, ra_y
        fmul r0, r0, rb_d
        fadd rb_cy, r0, rb_y0

chunk:  add r0, elem_num, rb_x          # this lane's pixel
        itof r0, r0
        fmul r0, r0, rb_d
        fadd ra_cx, r0, rb_x0
        ldi ra_zr, 0
        ldi rb_zi, 0
        ldi ra_n, 0
        ldi ra_left, ITERATIONS

iterate:
        fmul r0, ra_zr, ra_zr
        fmul r1, rb_zi, rb_zi
        fadd r2, r0, r1                 # |z|^2
        fsub.setf -, r2, 4.0            # N: still inside
        brr.allnn -, r:escaped          # every lane has escaped
        fsub r2, r0, r1                 # (delay slots: their writes below wait for N)
        fmul r3, ra_zr, rb_zi
        fadd r3, r3, r3                 # 2 zr zi
        fadd.ifn rb_zi, r3, rb_cy
        fadd.ifn ra_zr, r2, ra_cx
        add.ifn ra_n, ra_n, 1
        sub.setf ra_left, ra_left, 1
        brr.anynz -, r:iterate
        nop
        nop
        nop

escaped:
        ldi r1, 255
        shl r0, ra_n, 4
        min r0, r0, r1                  # R = min(16 n, 255)
        mul24 r2, ra_n, 5               # G = 5 n
        shl r2, r2, 8
        or r0, r0, r2
        mul24 r2, ra_n, 3
        ldi r3, 96
        add r2, r2, r3                  # B = 96 + 3 n
        shl r2, r2, -16                 # shifts use the low five bits: 16
        or r0, r0, r2
        ldi r3, 0xff000000              # opaque
        or r0, r0, r3
        ldi r1, ITERATIONS
        sub.setf -, ra_n, r1
        mov.ifz r0, r3                  # inside: black

        mov -, mutex                    # one QPU at a time drives the DMA
        mov vw_setup, ra_vpm
        mov vpm, r0
        mov vw_setup, rb_vdw
        mov r1, rb_x
        shl r1, r1, 2
        add vw_addr, r1, rb_row
        mov -, vw_wait
        mov mutex, r0                   # any write releases it

        ldi r1, 16
        add r0, rb_x, r1
        mov rb_x, r0
        ldi r1, WIDTH
        sub.setf -, r0, r1
        brr.anynz -, r:chunk            # more chunks in this row
        nop
        nop
        nop

        add r0, ra_y, rb_rows
        mov ra_y, r0
        ldi r1, HEIGHT
        sub.setf -, r0, r1
        brr.anyn -, r:row               # more rows for this QPU
        nop
        nop
        nop

        nop; thrend
        nop
        nop
