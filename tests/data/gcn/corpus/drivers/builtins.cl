// Our own definitions of the OpenCL integer built-ins that public kernels call and clang-14 leaves
// as calls of external functions without the device libraries (rotate, bitselect, ...), put
// after drivers/workitem.cl in front of a kernel file (scripts/gcn-corpus/build.sh, the "-co"
// files of hashcat and rodinia) so that ld.lld can link a code object with nothing undefined.
// Each follows the OpenCL C 1.2 specification's definition (6.12.3, 6.12.6); static, behind a
// macro, as in workitem.cl.

#define BI_CONST static __attribute__((overloadable, const))

// rotate(v, i): v rotated left by i modulo the width of the type.
uint BI_CONST bi_rotate(uint v, uint i) {
  i &= 31;
  return (v << i) | (v >> ((32 - i) & 31));
}
int BI_CONST bi_rotate(int v, int i) {
  return (int)bi_rotate((uint)v, (uint)i);
}
ulong BI_CONST bi_rotate(ulong v, ulong i) {
  i &= 63;
  return (v << i) | (v >> ((64 - i) & 63));
}
long BI_CONST bi_rotate(long v, long i) {
  return (long)bi_rotate((ulong)v, (ulong)i);
}

// bitselect(a, b, c): each bit from b where c's is 1, else from a.
uint BI_CONST bi_bitselect(uint a, uint b, uint c) {
  return (a & ~c) | (b & c);
}
int BI_CONST bi_bitselect(int a, int b, int c) {
  return (a & ~c) | (b & c);
}
ulong BI_CONST bi_bitselect(ulong a, ulong b, ulong c) {
  return (a & ~c) | (b & c);
}
long BI_CONST bi_bitselect(long a, long b, long c) {
  return (a & ~c) | (b & c);
}

#define rotate bi_rotate
#define bitselect bi_bitselect
