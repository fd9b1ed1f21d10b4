.text
.globl k
k:
  s_endpgm
.Lk_end:
.data
.globl tab
tab:
  .long 1
ptr:
  .quad tab
  .long tab
  .quad ptr+8
  .4byte ptr
  .8byte k
  .long ext
  .quad ext-4
  .long ext - .
  .quad ext - ptr + 8
  .long end - tab
  .short end - ptr
  .long .Lk_end - k
end:
.section .rodata.ptrs,"a",@progbits
  .quad .Lk_end
  .long tab+16
