/* The kernel of nested-td.c alone in its unit. */
#define NESTED_ONLY
#include "nested-td.c"
