; Fill the frame with the colour in constant 0 (report listings 5.3 and 5.4:
; load_constant(0, 0x001F) draws a blue screen).
        ldc     $data, 0
        mv      $address_lo, $id_lo
        mv      $address_hi, $id_hi
        sw
        nop                                 ; drain the stores (listing 5.6)
        nop
        nop
        thread_finished
