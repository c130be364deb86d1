//===- ReductionTail.cpp - reduction items of 4k+1..4k+3 bytes ------------===//
//
// clang-19 generates, per reduction, a shuffle-and-reduce callback and an
// inter-warp copy callback that move each reduction item in integer pieces.
// For an item whose size S is not a multiple of 4 and whose type is not an
// integer (short[3], char[3], _Float16, a 6-byte struct), both lose its
// last S mod 4 bytes (docs/llvm19-defects.md):
//
// - shuffle-and-reduce copies the remote lane's item into a local copy of
//   the item's type in pieces of 8, 4, 2 and 1 bytes. A 2- or 1-byte piece
//   is widened to i32 for __kmpc_shuffle_int32, and the result is cut back
//   only for integer items; otherwise the i32 is stored at the piece's
//   offset, reaching past the copy's end, and optimization drops the store
//   as undefined. The repair stores the piece at its own width.
// - inter-warp copy moves the item through shared memory in 4-byte chunks,
//   then one 2-byte and one 1-byte chunk, but reads and writes the narrow
//   chunks at the item's start instead of after the bytes already moved.
//   The repair gives each narrow chunk its offset: 4 * (S / 4) for the
//   2-byte chunk, that plus 2 * ((S mod 4) / 2) for the 1-byte chunk.
//
// Items are found through the callbacks clang passes to
// __kmpc_nvptx_{parallel,teams}_reduce_nowait_v2; an item's size is that of
// the local copy the shuffle callback allocates for it. A module without
// such items has neither pattern and is left as it is.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"
#include "RuntimeCalls.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

#include <map>
#include <optional>

using namespace llvm;
using namespace ompred;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumShufflePiecesRepaired,
          "Narrow shuffle pieces of reduction items stored at their own width");
ALWAYS_ENABLED_STATISTIC(NumCopyChunksRepaired,
          "Narrow inter-warp copy chunks of reduction items moved to their offset");

static cl::opt<bool> ReductionTail(
    "ompred-reduction-tail", cl::init(true), cl::Hidden,
    cl::desc("ompred: repair clang's shuffle-and-reduce and inter-warp copy callbacks "
             "for reduction items whose size is not a multiple of 4 bytes (default on)"));

namespace {

constexpr const char *PassName = "ompred";

// Positions of the shuffle-and-reduce and inter-warp copy callbacks in the
// reduction entry points' arguments (include/ompred/abi.h).
struct EntryPoint {
  const char *Name;
  unsigned Shuffle;
  unsigned Copy;
};
constexpr EntryPoint EntryPoints[] = {
    {"__kmpc_nvptx_parallel_reduce_nowait_v2", 3, 4},
    {"__kmpc_nvptx_teams_reduce_nowait_v2", 5, 6},
};

// Slot i of a reduce list: getelementptr [N x ptr], ptr, 0, i.
std::optional<unsigned> listSlot(Value *Ptr) {
  auto *GEP = dyn_cast<GetElementPtrInst>(Ptr);
  if (!GEP || GEP->getNumIndices() != 2)
    return std::nullopt;
  auto *AT = dyn_cast<ArrayType>(GEP->getSourceElementType());
  if (!AT || !AT->getElementType()->isPointerTy())
    return std::nullopt;
  auto *Zero = dyn_cast<ConstantInt>(GEP->getOperand(1));
  auto *Slot = dyn_cast<ConstantInt>(GEP->getOperand(2));
  if (!Zero || !Zero->isZero() || !Slot)
    return std::nullopt;
  return static_cast<unsigned>(Slot->getZExtValue());
}

// Item sizes by slot: the shuffle callback stores the address of its local
// copy of item i (an alloca of the item's type) into slot i of the remote
// reduce list it hands to the reduction function.
std::map<unsigned, uint64_t> itemSizes(Function &Shuffle) {
  const DataLayout &DL = Shuffle.getParent()->getDataLayout();
  std::map<unsigned, uint64_t> Sizes;
  for (Instruction &I : instructions(Shuffle)) {
    auto *SI = dyn_cast<StoreInst>(&I);
    if (!SI)
      continue;
    auto *Copy = dyn_cast<AllocaInst>(SI->getValueOperand());
    std::optional<unsigned> Slot = listSlot(SI->getPointerOperand());
    if (Copy && Slot && Copy->getAllocatedType()->isSized())
      Sizes[*Slot] = DL.getTypeAllocSize(Copy->getAllocatedType()).getFixedValue();
  }
  return Sizes;
}

// `store i32 (__kmpc_shuffle_int32 (sext|zext (load iN p))), q` with N < 32:
// the piece's bytes are the low N bits of the shuffled value.
unsigned repairShuffle(Function &Shuffle) {
  SmallVector<std::pair<StoreInst *, LoadInst *>, 4> Pieces;
  for (Instruction &I : instructions(Shuffle)) {
    auto *SI = dyn_cast<StoreInst>(&I);
    if (!SI || !SI->getValueOperand()->getType()->isIntegerTy(32))
      continue;
    auto *Call = dyn_cast<CallInst>(SI->getValueOperand());
    if (!Call || !calleeNamed(*Call, "__kmpc_shuffle_int32"))
      continue;
    auto *Ext = dyn_cast<CastInst>(Call->getArgOperand(0));
    if (!Ext || !(isa<SExtInst>(Ext) || isa<ZExtInst>(Ext)))
      continue;
    auto *Load = dyn_cast<LoadInst>(Ext->getOperand(0));
    if (!Load || !(Load->getType()->isIntegerTy(8) || Load->getType()->isIntegerTy(16)))
      continue;
    Pieces.push_back({SI, Load});
  }
  for (auto &[SI, Load] : Pieces) {
    IRBuilder<> B(SI);
    Value *Piece = B.CreateTrunc(SI->getValueOperand(), Load->getType());
    StoreInst *New = B.CreateAlignedStore(Piece, SI->getPointerOperand(), Load->getAlign(),
                                          SI->isVolatile());
    New->setDebugLoc(SI->getDebugLoc());
    SI->eraseFromParent();
  }
  NumShufflePiecesRepaired += Pieces.size();
  return Pieces.size();
}

// Narrow chunks of inter-warp copy, each read (write phase) or written (read
// phase) through the item's address loaded from the reduce list, moved to
// their offset within the item.
unsigned repairCopy(Function &Copy, const std::map<unsigned, uint64_t> &Sizes,
                    SmallVectorImpl<std::pair<unsigned, uint64_t>> &Items) {
  SmallVector<std::pair<Instruction *, uint64_t>, 8> Chunks;
  for (Instruction &I : instructions(Copy)) {
    auto *Item = dyn_cast<LoadInst>(&I);
    if (!Item || !Item->getType()->isPointerTy())
      continue;
    std::optional<unsigned> Slot = listSlot(Item->getPointerOperand());
    if (!Slot)
      continue;
    auto It = Sizes.find(*Slot);
    if (It == Sizes.end())
      continue;
    uint64_t S = It->second;
    uint64_t Off16 = 4 * (S / 4);
    uint64_t Off8 = Off16 + 2 * ((S % 4) / 2);
    for (User *U : Item->users()) {
      auto *Access = dyn_cast<Instruction>(U);
      Type *Ty = nullptr;
      if (auto *LI = dyn_cast<LoadInst>(U); LI && LI->getPointerOperand() == Item)
        Ty = LI->getType();
      else if (auto *SI = dyn_cast<StoreInst>(U); SI && SI->getPointerOperand() == Item)
        Ty = SI->getValueOperand()->getType();
      if (!Ty)
        continue;
      if (Ty->isIntegerTy(16) && S % 4 >= 2 && Off16 != 0)
        Chunks.push_back({Access, Off16});
      else if (Ty->isIntegerTy(8) && S % 2 == 1 && Off8 != 0)
        Chunks.push_back({Access, Off8});
      else
        continue;
      if (llvm::none_of(Items, [&](auto &P) { return P.first == *Slot; }))
        Items.push_back({*Slot, S});
    }
  }
  for (auto &[Access, Offset] : Chunks) {
    IRBuilder<> B(Access);
    Value *Item = getLoadStorePointerOperand(Access);
    Value *At = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Item, Offset);
    if (auto *LI = dyn_cast<LoadInst>(Access))
      LI->setOperand(LI->getPointerOperandIndex(), At);
    else
      cast<StoreInst>(Access)->setOperand(StoreInst::getPointerOperandIndex(), At);
  }
  NumCopyChunksRepaired += Chunks.size();
  return Chunks.size();
}

} // namespace

namespace ompred {

PreservedAnalyses ReductionTailPass::run(Module &M, ModuleAnalysisManager &MAM) {
  if (!ReductionTail || !isNVPTX64DeviceModule(M))
    return PreservedAnalyses::all();
  FunctionAnalysisManager &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  // Callback pairs in order of first use, with that use for the remarks.
  MapVector<std::pair<Function *, Function *>, CallBase *> Pairs;
  for (const EntryPoint &EP : EntryPoints) {
    Function *Entry = M.getFunction(EP.Name);
    if (!Entry)
      continue;
    for (User *U : Entry->users()) {
      auto *CB = dyn_cast<CallBase>(U);
      if (!CB || CB->getCalledOperand() != Entry || CB->arg_size() <= EP.Copy)
        continue;
      auto *Shuffle = dyn_cast<Function>(CB->getArgOperand(EP.Shuffle)->stripPointerCasts());
      auto *Copy = dyn_cast<Function>(CB->getArgOperand(EP.Copy)->stripPointerCasts());
      if (Shuffle && Copy && !Shuffle->isDeclaration() && !Copy->isDeclaration())
        Pairs.insert({{Shuffle, Copy}, CB});
    }
  }
  bool Changed = false;
  SmallPtrSet<Function *, 8> Done;
  for (auto &Use : Pairs) {
    Function *Shuffle = Use.first.first;
    Function *Copy = Use.first.second;
    CallBase *CB = Use.second;
    std::map<unsigned, uint64_t> Sizes = itemSizes(*Shuffle);
    auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(*CB->getFunction());
    if (Done.insert(Shuffle).second)
      if (unsigned N = repairShuffle(*Shuffle)) {
        Changed = true;
        LLVM_DEBUG(dbgs() << "ompred: " << Shuffle->getName() << ": " << N
                          << " narrow shuffle piece(s) stored at their own width\n");
        ORE.emit([&] {
          return OptimizationRemark(PassName, "ReductionTailShuffle", CB)
                 << "shuffle-and-reduce callback " << ore::NV("Callback", Shuffle->getName())
                 << ": " << ore::NV("Pieces", N)
                 << " narrow piece(s) of reduction items stored at their own width (" << OurClang
                 << " stored 4 bytes, past the item's end, and lost the item's tail)";
        });
      }
    if (!Done.insert(Copy).second)
      continue;
    SmallVector<std::pair<unsigned, uint64_t>, 4> Items;
    if (unsigned N = repairCopy(*Copy, Sizes, Items)) {
      Changed = true;
      LLVM_DEBUG(dbgs() << "ompred: " << Copy->getName() << ": " << N
                        << " narrow copy chunk(s) moved to their offset\n");
      std::string Which;
      for (auto &[Slot, Size] : Items)
        Which += (Which.empty() ? "" : ", ") + std::to_string(Slot) + " (" +
                 std::to_string(Size) + " bytes)";
      ORE.emit([&] {
        return OptimizationRemark(PassName, "ReductionTailCopy", CB)
               << "inter-warp copy callback " << ore::NV("Callback", Copy->getName()) << ": "
               << ore::NV("Chunks", N) << " narrow chunk(s) of reduction item(s) "
               << ore::NV("Items", Which)
               << " moved past the bytes already copied (" << OurClang
               << " copied the item's first bytes again and lost its tail)";
      });
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace ompred
