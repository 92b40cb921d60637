/* A small DXContainer reader with two bugs planted on purpose, for the
 * tests of `dxfuzz hunt` and of the AFL++ custom mutator. It checks what a
 * careful reader checks (magic, file size, the part table and every part
 * inside the file) and then trusts two things it should not:
 *   - read_flags: an SFI0 part's size (a size other than 8 writes to a bad
 *     address: SIGSEGV);
 *   - read_signature: a signature part's element count (64 or more fails
 *     an assert: SIGABRT with glibc's message).
 * Usage: planted_reader FILE (or the container on stdin). Exit status 0:
 * read; 1: refused, with one line on stderr. */
#include <assert.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint8_t buf[1 << 22];

static uint32_t u32(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void read_flags(const uint8_t *data, uint32_t size) {
    uint64_t flags = 0;
    if (size > 8 && size < 4096) { /* planted: trusts the size */
        volatile uint8_t *slot = (volatile uint8_t *)(uintptr_t)size;
        *slot = data[0];
    }
    memcpy(&flags, data, size < 8 ? size : 8);
    (void)flags;
}

static void read_signature(const uint8_t *data, uint32_t size) {
    uint32_t count;
    if (size < 8) {
        return;
    }
    count = u32(data);
    assert(count < 64); /* planted: a count the data does not back */
}

int main(int argc, char **argv) {
    FILE *f = argc > 1 ? fopen(argv[1], "rb") : stdin;
    size_t n;
    uint32_t count, i;
    if (!f) {
        fprintf(stderr, "cannot open %s\n", argv[1]);
        return 1;
    }
    n = fread(buf, 1, sizeof buf, f);
    if (n < 32 || memcmp(buf, "DXBC", 4) != 0) {
        fprintf(stderr, "not a container\n");
        return 1;
    }
    if (u32(buf + 24) != n) {
        fprintf(stderr, "file size %u, but the data is %zu bytes\n", u32(buf + 24), n);
        return 1;
    }
    count = u32(buf + 28);
    if (32 + 4 * (uint64_t)count > n) {
        fprintf(stderr, "the part table runs past the end\n");
        return 1;
    }
    for (i = 0; i < count; i++) {
        uint32_t ofs = u32(buf + 32 + 4 * i), size;
        if ((uint64_t)ofs + 8 > n) {
            fprintf(stderr, "part %u is past the end\n", i);
            return 1;
        }
        size = u32(buf + ofs + 4);
        if ((uint64_t)ofs + 8 + size > n) {
            fprintf(stderr, "part %u's data runs past the end\n", i);
            return 1;
        }
        if (memcmp(buf + ofs, "SFI0", 4) == 0) {
            read_flags(buf + ofs + 8, size);
        } else if (memcmp(buf + ofs, "ISG1", 4) == 0 || memcmp(buf + ofs, "OSG1", 4) == 0 ||
                   memcmp(buf + ofs, "ISGN", 4) == 0 || memcmp(buf + ofs, "OSGN", 4) == 0) {
            read_signature(buf + ofs + 8, size);
        }
    }
    return 0;
}
