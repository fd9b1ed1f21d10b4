; Found by fuzz_assembler (run 1): each level of the recursive macro doubles its
; argument, so four lines asked for 2^64 tokens (hang, then out of memory).
; Now stopped by AssemblerLimits::maxExpandedTokens with an error.
.macro m a
  m \a \a
.endm
  m x
