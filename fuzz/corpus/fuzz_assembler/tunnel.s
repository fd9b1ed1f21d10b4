; Tunnel: two square outlines and a cross in green on black, 64x64 pixels,
; one thread per pixel (report appendix C, with its comments condensed).
;
; Constants: 5 = framebuffer base address, 10 and 11 = the two squares'
; distances from the edges.
;
; Changes from the appendix, each needed for the kernel to do what its comments
; say: the bitmask is 0b111111 (63, as the comments say; the listing's
; 0b1111111 is 127 and would mix the row into x); $address_hi is set (the
; listing never writes it, so stores would go wherever the previous warp of
; the barrel line left it); and the listing, cut off after `sw` at the page
; end, is finished with the nops of listing 5.6 and thread_finished.

        ldi     $15, 0b111111       ; 63 bitmask
        and     $7, $15, $id_lo     ; x
        srl     $8, $id_lo, 6       ; y
        ldi     $data, 0b0000011111100000   ; green unless masked below
        mv      $12, $0             ; shadow mask: 1 once the pixel is on a line

; One square outline, its edges constant[index] pixels in from the frame's
; edges: $13 = offset, $14 = 64 - offset (the frame is 64 pixels wide).
.macro square index
        ldi     $14, 64
        ldc     $13, \index         ; offset from the edges
        sub     $14, $14, $13       ; offset from the opposite edges
        ; left line: x == offset, offset < y < 64 - offset
        seq     $10, $7, $13
        slt     $11, $13, $8
        and     $10, $10, $11
        slt     $11, $8, $14
        and     $10, $10, $11
        or      $12, $12, $10
        ; right line: x == 64 - offset
        seq     $10, $7, $14
        slt     $11, $13, $8
        and     $10, $10, $11
        slt     $11, $8, $14
        and     $10, $10, $11
        or      $12, $12, $10
        ; upper line: y == offset, offset < x < 64 - offset
        seq     $10, $8, $13
        slt     $11, $13, $7
        and     $10, $10, $11
        slt     $11, $7, $14
        and     $10, $10, $11
        or      $12, $12, $10
        ; lower line: y == 64 - offset
        seq     $10, $8, $14
        slt     $11, $13, $7
        and     $10, $10, $11
        slt     $11, $7, $14
        and     $10, $10, $11
        or      $12, $12, $10
.endm

        square  10
        square  11

        seq     $10, $7, $8         ; half cross: x == y
        or      $12, $12, $10
        ldi     $13, 0b111111       ; other half: x == 63 - y
        sub     $14, $13, $8
        seq     $10, $14, $7
        or      $12, $12, $10

        mv      $mask, $12          ; 1 on a line, 0 elsewhere
        ? ldi   $data, 0x0000       ; black where not on a line (mask 0)

        ldc     $10, 5
        add     $address_lo, $10, $id_lo
        mv      $address_hi, $id_hi
        sw
        nop
        nop
        nop
        thread_finished
