exp mrt0 v0, v1, v2, v3
