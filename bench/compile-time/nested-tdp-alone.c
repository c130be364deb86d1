/* The kernel of nested-tdp.c alone in its unit. */
#define NESTED_ONLY
#include "nested-tdp.c"
