/* The eight ordinary reduction kernels of others.h alone in their unit. */
#include "others.h"
