; Fill the frame with green, one thread per pixel (report listings 5.1 and 5.6).
; Listing 5.6 prints the colour as 0b000001111100000, a digit short of the
; green of listing 5.1 (0x07e0); green is meant.
        ldi     $data, 0b0000011111100000   ; RGB565 green
        mv      $address_lo, $id_lo
        mv      $address_hi, $id_hi
        sw
        nop                                 ; let the store queues drain before
        nop                                 ; the thread finishes (listing 5.6)
        nop
        thread_finished
