.include "does/not/exist.s"
.include "also_missing.inc"
.warning "after the includes"
        thread_finished
