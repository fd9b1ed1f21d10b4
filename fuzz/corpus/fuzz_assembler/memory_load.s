; Copy the colour at address 0 to address id + 2 (report listing 10.3).
; The report's listing has three instructions between lw and sw; the barrel
; of height 4 needs four (section 7.4.2), so one nop is added, and the nops
; before thread_finished follow listing 5.6.
        mv      $address_hi, $0             ; load some colour from main memory
        mv      $address_lo, $0
        lw
        mv      $address_hi, $id_hi
        ldi     $8, 2
        add     $address_lo, $8, $id_lo
        nop
        sw                                  ; store to id + 2, not over address 0
        nop
        nop
        nop
        thread_finished
