; Alternate rows of two colours with a predicated move (report listing 5.5).
; Rows are 64 pixels wide; $mask keeps bit 0 of the row number, and a
; predicated instruction does not write when $mask is 1, so odd rows keep
; colour one (constant 0) and even rows take colour two (constant 1).
        ldc     $10, 0                      ; colour one
        ldc     $11, 1                      ; colour two
        srl     $mask, $id_lo, 6            ; row number; bit 0 lands in $mask
        mv      $data, $10
        ? mv    $data, $11                  ; only where $mask is 0 (even rows)
        mv      $address_lo, $id_lo
        mv      $address_hi, $id_hi
        sw
        nop                                 ; drain the stores (listing 5.6)
        nop
        nop
        thread_finished
