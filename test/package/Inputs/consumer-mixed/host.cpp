// Host-only C++ code of the mixed-language consumer.
#include <cstdio>
int main() { std::puts("host"); }
