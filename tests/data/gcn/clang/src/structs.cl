// A struct argument by value and an array of structs in global memory.
typedef struct { int a; float b; uint c[2]; } item_t;
typedef struct { float scale; int offset; } params_t;
__kernel void structs(__global item_t* items, params_t p) {
  size_t i = get_global_id(0);
  item_t it = items[i];
  it.a += p.offset;
  it.b *= p.scale;
  it.c[0] ^= it.c[1];
  items[i] = it;
}
