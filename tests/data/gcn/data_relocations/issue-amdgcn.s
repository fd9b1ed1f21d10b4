; scripts/oracle/gcn_data_relocations.py: llvm-mc-14 -triple=amdgcn-- -mcpu=gfx900 -filetype=obj
.text
.globl k
k:
  s_endpgm
.data
.globl tab
tab:
  .long 1
ptr:
  .quad tab
  .long tab
