/* A reader that crashes at known places, for tests/test_hunt_signatures.py:
 * the input file's first byte says where, the second how.
 *
 *   H a / H b   a null write in parse_header, at two different instructions
 *   T           a null write in parse_table
 *   C a / C b   store_value called from two call sites of parse_twice
 *   S           a null write in lib_parse, in the shared library (crash_lib.c)
 *   Z           a call through a null function pointer
 *   DXBC...     a container: by its size modulo 3, parse_header at its
 *               first or second instruction, or parse_table
 *   anything else: exit 1 (rejected); an empty file: exit 0
 *
 * Built with and without symbols (-s), and the library without exported
 * symbols for its crashing function, so gdb shows "?? () from ...so". */
#include <stdio.h>
#include <stdlib.h>

int lib_entry(const unsigned char *data, int *where);

static volatile int sink;

__attribute__((noinline)) void parse_header(const unsigned char *d, int *null)
{
    if (d[1] == 'a') {
        sink = 1;
        null[0] = d[1];
    } else {
        sink = 2;
        null[100] = d[1] + 1;
    }
}

__attribute__((noinline)) void parse_table(const unsigned char *d, int *null)
{
    null[7] = d[1];
}

__attribute__((noinline)) void store_value(int *p, int v)
{
    p[3] = v;
}

__attribute__((noinline)) void parse_twice(const unsigned char *d, int *null)
{
    if (d[1] == 'a')
        store_value(null, 1);
    else
        store_value(null + 8, 2);
    sink = 3;
}

int main(int argc, char **argv)
{
    unsigned char d[16] = {0};
    FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
    if (!f)
        return 2;
    size_t n = fread(d, 1, sizeof d - 1, f);
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fclose(f);
    if (n == 0)
        return 0;
    int *volatile null = NULL;
    void (*volatile fp)(void) = NULL;
    if (n >= 4 && d[0] == 'D' && d[1] == 'X' && d[2] == 'B' && d[3] == 'C') {
        d[0] = size % 3 == 2 ? 'T' : 'H';
        d[1] = size % 3 == 0 ? 'a' : 'b';
    }
    switch (d[0]) {
    case 'H': parse_header(d, null); break;
    case 'T': parse_table(d, null); break;
    case 'C': parse_twice(d, null); break;
    case 'S': return lib_entry(d, null);
    case 'Z': fp(); break;
    default: fprintf(stderr, "not a known input: %c\n", d[0]); return 1;
    }
    return sink;
}
