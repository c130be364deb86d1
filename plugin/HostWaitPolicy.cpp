//===- HostWaitPolicy.cpp - host: how the host thread waits for the GPU -------===//
//
// libomptarget's CUDA plugin gives every device's primary context the
// scheduling flag CU_CTX_SCHED_BLOCKING_SYNC when it starts the device, unless
// the context is already active, whose flags it keeps. Blocking, a thread that
// waits for the GPU (the copy of a mapped result, the synchronization that
// ends every target region) sleeps and is woken by an interrupt; on the H100
// box that costs 10-45 µs per wait where spinning costs 1-4, and a target
// region that maps a scalar back waits twice. A CUDA program gets
// CU_CTX_SCHED_AUTO, which spins while the process has no more contexts than
// the machine has CPUs (measured: docs/performance.md, "Waiting for the GPU").
//
// The rewrite, in host modules that launch kernels: a constructor that runs
// before the program registers its device images with libomptarget (priority
// 0; clang's registration runs at 1) and, for every CUDA device whose primary
// context is inactive, sets the flags of the policy and activates it, so that
// libomptarget keeps them. At run time OMPRED_CUDA_WAIT=auto|spin|yield picks
// another policy, OMPRED_CUDA_WAIT=blocking keeps libomptarget's; the
// constructor does nothing when OMP_TARGET_OFFLOAD is DISABLED or when
// libcuda.so.1 cannot be loaded or initialized (no GPU: libomptarget then
// runs the regions on the host or fails as it would). One copy per program:
// the function is linkonce_odr in its own comdat, its constructor entry
// keyed to it.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Comdat.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

using namespace llvm;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumHostWaitPolicies, "Host modules given the GPU wait policy constructor");

namespace {

// CUctx_flags' scheduling values (cuda.h).
enum SchedFlag : unsigned { SchedAuto = 0, SchedSpin = 1, SchedYield = 2, SchedKeep = ~0u };

cl::opt<SchedFlag> HostWait(
    "ompred-host-wait", cl::init(SchedAuto), cl::Hidden,
    cl::desc("ompred: how a program's host threads wait for the GPU (default auto: CUDA's "
             "default; at run time OMPRED_CUDA_WAIT overrides it)"),
    cl::values(clEnumValN(SchedAuto, "auto", "spin while contexts <= CPUs, else yield (CUDA's default)"),
               clEnumValN(SchedSpin, "spin", "spin"), clEnumValN(SchedYield, "yield", "yield"),
               clEnumValN(SchedKeep, "off", "no constructor: libomptarget's blocking sync")));

constexpr const char *PolicyName = "__ompred_host_wait_policy";
constexpr unsigned CtorPriority = 0; // before clang's __tgt_register_lib (1)
constexpr int RtldLazy = 1;

// Builds the constructor's body; reads like the C it stands for.
class PolicyBuilder {
  Module &M;
  LLVMContext &C;
  Function *F;
  IRBuilder<> B;
  Type *I32, *Ptr;
  BasicBlock *Done;

  FunctionCallee libc(StringRef Name, Type *Ret, ArrayRef<Type *> Params, bool VarArg = false) {
    return M.getOrInsertFunction(Name, FunctionType::get(Ret, Params, VarArg));
  }
  // In the function's comdat: one copy per program, as the function.
  Value *str(StringRef S) {
    GlobalVariable *G = B.CreateGlobalString(S, "ompred.str", 0, &M);
    G->setComdat(F->getComdat());
    return G;
  }
  BasicBlock *block(const Twine &Name) { return BasicBlock::Create(C, Name, F); }
  // Continues in a new block when Cond holds, else goes to Else.
  void require(Value *Cond, BasicBlock *Else, const Twine &Name) {
    BasicBlock *Next = block(Name);
    B.CreateCondBr(Cond, Next, Else);
    B.SetInsertPoint(Next);
  }
  Value *isZero(Value *V) { return B.CreateICmpEQ(V, Constant::getNullValue(V->getType())); }

public:
  PolicyBuilder(Module &M, Function *F)
      : M(M), C(M.getContext()), F(F), B(C), I32(Type::getInt32Ty(C)),
        Ptr(PointerType::getUnqual(C)) {}

  void build(unsigned Default) {
    B.SetInsertPoint(block("entry"));
    Done = BasicBlock::Create(C, "done");
    FunctionCallee Getenv = libc("getenv", Ptr, {Ptr});
    FunctionCallee Strcmp = libc("strcmp", I32, {Ptr, Ptr});
    FunctionCallee Strcasecmp = libc("strcasecmp", I32, {Ptr, Ptr});

    // OMP_TARGET_OFFLOAD=DISABLED: no device is used; create no context.
    Value *Offload = B.CreateCall(Getenv, {str("OMP_TARGET_OFFLOAD")});
    BasicBlock *OffloadSet = block("offload.set"), *Policy = block("policy");
    B.CreateCondBr(isZero(Offload), Policy, OffloadSet);
    B.SetInsertPoint(OffloadSet);
    B.CreateCondBr(isZero(B.CreateCall(Strcasecmp, {Offload, str("disabled")})), Done, Policy);

    // The policy: OMPRED_CUDA_WAIT, else the compiled default.
    B.SetInsertPoint(Policy);
    Value *Wait = B.CreateCall(Getenv, {str("OMPRED_CUDA_WAIT")});
    BasicBlock *Parse = block("wait.set"), *Load = block("load");
    B.CreateCondBr(isZero(Wait), Load, Parse);
    B.SetInsertPoint(Load);
    PHINode *Flag = B.CreatePHI(I32, 4, "flag");
    Flag->addIncoming(B.getInt32(Default), Policy);
    B.SetInsertPoint(Parse);
    struct { const char *Name; unsigned Flag; } Known[] = {
        {"auto", SchedAuto}, {"spin", SchedSpin}, {"yield", SchedYield}, {"blocking", SchedKeep}};
    for (auto &K : Known) {
      BasicBlock *Match = K.Flag == SchedKeep ? Done : Load;
      BasicBlock *Next = block(Twine("wait.not.") + K.Name);
      B.CreateCondBr(isZero(B.CreateCall(Strcmp, {Wait, str(K.Name)})), Match, Next);
      if (Match == Load)
        Flag->addIncoming(B.getInt32(K.Flag), B.GetInsertBlock());
      B.SetInsertPoint(Next);
    }
    // Anything else: say so, and leave libomptarget's policy.
    GlobalVariable *Stderr = M.getGlobalVariable("stderr");
    if (!Stderr)
      Stderr = new GlobalVariable(M, Ptr, false, GlobalValue::ExternalLinkage, nullptr, "stderr");
    B.CreateCall(libc("fprintf", I32, {Ptr, Ptr}, true),
                 {B.CreateLoad(Ptr, Stderr),
                  str("ompred: OMPRED_CUDA_WAIT=%s is not auto, spin, yield or blocking; "
                      "the GPU wait stays libomptarget's (blocking)\n"),
                  Wait});
    B.CreateBr(Done);

    // The CUDA driver, as libomptarget loads it; without it, nothing to do.
    B.SetInsertPoint(Load);
    Value *Cuda = B.CreateCall(libc("dlopen", Ptr, {Ptr, I32}), {str("libcuda.so.1"), B.getInt32(RtldLazy)});
    require(B.CreateIsNotNull(Cuda), Done, "cuda");
    FunctionCallee Dlsym = libc("dlsym", Ptr, {Ptr, Ptr});
    auto Sym = [&](StringRef Name) {
      Value *S = B.CreateCall(Dlsym, {Cuda, str(Name)}, Name);
      require(B.CreateIsNotNull(S), Done, Name + ".found");
      return S;
    };
    auto *InitTy = FunctionType::get(I32, {I32}, false);
    auto *CountTy = FunctionType::get(I32, {Ptr}, false);
    auto *GetTy = FunctionType::get(I32, {Ptr, I32}, false);
    auto *StateTy = FunctionType::get(I32, {I32, Ptr, Ptr}, false);
    auto *SetTy = FunctionType::get(I32, {I32, I32}, false);
    auto *RetainTy = FunctionType::get(I32, {Ptr, I32}, false);
    Value *Init = Sym("cuInit"), *Count = Sym("cuDeviceGetCount"), *Get = Sym("cuDeviceGet"),
          *State = Sym("cuDevicePrimaryCtxGetState"), *Set = Sym("cuDevicePrimaryCtxSetFlags_v2"),
          *Retain = Sym("cuDevicePrimaryCtxRetain");

    IRBuilder<> Entry(&F->getEntryBlock(), F->getEntryBlock().begin());
    Value *N = Entry.CreateAlloca(I32, nullptr, "devices");
    Value *Dev = Entry.CreateAlloca(I32, nullptr, "device");
    Value *Flags = Entry.CreateAlloca(I32, nullptr, "flags");
    Value *Active = Entry.CreateAlloca(I32, nullptr, "active");
    Value *Ctx = Entry.CreateAlloca(Ptr, nullptr, "context");

    require(isZero(B.CreateCall(InitTy, Init, {B.getInt32(0)})), Done, "initialized");
    require(isZero(B.CreateCall(CountTy, Count, {N})), Done, "counted");
    Value *Devices = B.CreateLoad(I32, N);
    BasicBlock *Pre = B.GetInsertBlock(), *Head = block("device.loop"), *Next = block("device.next");
    B.CreateBr(Head);

    // Every device whose primary context is inactive: the policy's flags,
    // then active (libomptarget keeps an active context's flags).
    B.SetInsertPoint(Head);
    PHINode *I = B.CreatePHI(I32, 2, "i");
    I->addIncoming(B.getInt32(0), Pre);
    require(B.CreateICmpSLT(I, Devices), Done, "device.check");
    require(isZero(B.CreateCall(GetTy, Get, {Dev, I})), Next, "got");
    Value *D = B.CreateLoad(I32, Dev);
    require(isZero(B.CreateCall(StateTy, State, {D, Flags, Active})), Next, "state");
    require(isZero(B.CreateLoad(I32, Active)), Next, "inactive");
    require(isZero(B.CreateCall(SetTy, Set, {D, Flag})), Next, "flags.set");
    B.CreateCall(RetainTy, Retain, {Ctx, D});
    B.CreateBr(Next);
    B.SetInsertPoint(Next);
    Value *I1 = B.CreateAdd(I, B.getInt32(1));
    I->addIncoming(I1, Next);
    B.CreateBr(Head);

    Done->insertInto(F);
    B.SetInsertPoint(Done);
    B.CreateRetVoid();
  }
};

} // namespace

namespace ompred {

PreservedAnalyses HostWaitPolicyPass::run(Module &M, ModuleAnalysisManager &) {
  // Host modules that launch kernels; one constructor per module.
  if (HostWait == SchedKeep || !M.getFunction("__tgt_target_kernel") || M.getFunction(PolicyName))
    return PreservedAnalyses::all();
  LLVMContext &C = M.getContext();
  Function *F = Function::Create(FunctionType::get(Type::getVoidTy(C), false),
                                 GlobalValue::LinkOnceODRLinkage, PolicyName, M);
  F->setVisibility(GlobalValue::HiddenVisibility);
  F->setComdat(M.getOrInsertComdat(PolicyName));
  F->addFnAttr(Attribute::NoUnwind);
  PolicyBuilder(M, F).build(HostWait);
  appendToGlobalCtors(M, F, CtorPriority, F);
  // Said once, at the module's first launch.
  for (User *U : M.getFunction("__tgt_target_kernel")->users())
    if (auto *CI = dyn_cast<CallInst>(U)) {
      static const char *Names[] = {"auto", "spin", "yield"};
      OptimizationRemarkEmitter(CI->getFunction()).emit([&] {
        return OptimizationRemark("ompred", "HostWaitPolicy", CI)
               << "the program's threads wait for the GPU with CUDA's '"
               << ore::NV("Policy", Names[HostWait]) << "' policy instead of libomptarget's "
               << "blocking one (a constructor; OMPRED_CUDA_WAIT=blocking at run time keeps "
               << "libomptarget's)";
      });
      break;
    }
  ++NumHostWaitPolicies;
  return PreservedAnalyses::none();
}

} // namespace ompred
