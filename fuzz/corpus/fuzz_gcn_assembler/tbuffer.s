tbuffer_load_format_x v10, off, s[4:7], s1
tbuffer_load_format_xy v[10:11], off, s[4:7], s1
tbuffer_load_format_xyz v[10:12], off, s[4:7], s1
tbuffer_load_format_xyzw v[10:13], off, s[4:7], s1
tbuffer_store_format_x v10, off, s[4:7], s1
tbuffer_store_format_xy v[10:11], off, s[4:7], s1
tbuffer_store_format_xyz v[10:12], off, s[4:7], s1
tbuffer_store_format_xyzw v[10:13], off, s[4:7], s1
