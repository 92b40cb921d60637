/* The shared library of crash_sites.c: lib_parse (not exported) crashes. */
__attribute__((noinline, visibility("hidden"))) int lib_parse(const unsigned char *d, int *null)
{
    null[5] = d[1];
    return d[2];
}

int lib_entry(const unsigned char *data, int *where)
{
    return lib_parse(data, where) + 1;
}
