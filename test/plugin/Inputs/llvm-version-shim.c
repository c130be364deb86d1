/* Preloaded into opt-19 by plugin-version.test: the LLVM C API's version
 * query answers 22.1.0, as the LLVM of a clang-22 would. */
void LLVMGetVersion(unsigned *Major, unsigned *Minor, unsigned *Patch) {
  *Major = 22;
  *Minor = 1;
  *Patch = 0;
}
