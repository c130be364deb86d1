//===- team/sm_slots.h - A record slot on this team's SM, without waiting ----===//
//
// The records are cut into one region per SM (%smid folded onto at most
// min(%nsmid, records, MaxRegions) regions), each of at most 16 records. A
// region's word holds, per record j, a held bit (j) and a live bit (16 + j:
// the record holds a partial of this launch). A team takes a free slot of its
// SM's region with one atomic OR, which also tells it whether the record is
// live, and frees it with one atomic add that clears held and sets live, so a
// team's whole protocol is two atomics on a word only teams resident on the
// same SM touch. The held bit is the record's lock: while a team holds it, no
// other team reads or writes that record.
//
// Progress: a bit is held only between acquire and release, during which the
// holder combines one record and never waits; holders are therefore resident
// and running. A team finds a free bit at once unless more teams of its region
// are combining at the same moment than the region has records (a region has
// 7 records with the default 1024 records on 132 SMs); then it retries until a
// running holder releases one. It never waits for a team that is not resident.
// Teams first try slot (team id mod slots): teams that finish together on one
// SM then mostly ask for different bits and get them at the first attempt.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_TEAM_SM_SLOTS_H
#define OMPRED_TEAM_SM_SLOTS_H

#include "team/launch_slots.h"

namespace ompred {
namespace team {

// How the records a launch may use are cut into SM regions. Every team of a
// launch computes the same geometry: %nsmid and the record count are constant.
struct SlotGeometry {
  uint32_t Regions;
  uint32_t SlotsPerRegion;
};

OMPRED_INLINE SlotGeometry slotGeometry(uint32_t NumRecords) {
  uint32_t Records = NumRecords < MaxRecords ? NumRecords : MaxRecords;
  uint32_t Regions = hw::smIdCount();
  if (Regions > MaxRegions)
    Regions = MaxRegions;
  if (Regions > Records)
    Regions = Records;
  // min(Records / Regions, MaxSlotsPerRegion), without dividing: both fit in
  // 16 bits, so LLVM narrows the division to div.u16, and ptxas's expansion
  // of that raises the whole kernel's register count
  // (test/codegen/ptx-registers.c bounds it). At most 15 steps, once per
  // team.
  uint32_t PerRegion = MaxSlotsPerRegion;
  while (PerRegion * Regions > Records)
    --PerRegion;
  return {Regions, PerRegion};
}

struct HeldSlot {
  uint32_t Region;
  uint32_t Bit;
  uint32_t Record;
  bool Live; // the record already holds a partial of this launch
};

// Live bits sit right above the held bits.
constexpr uint32_t LiveShift = MaxSlotsPerRegion;

OMPRED_INLINE HeldSlot acquireSlot(LaunchSlots &Slots, SlotGeometry Geometry,
                                   uint32_t TeamId) {
  uint32_t Region = hw::smId() % Geometry.Regions;
  uint32_t *Word = &Slots.RegionSlots[Region];
  uint32_t HeldBits = (1u << Geometry.SlotsPerRegion) - 1;
  uint32_t Bit = TeamId % Geometry.SlotsPerRegion;
  for (;;) {
    // Acquire: the previous holder's writes to the record.
    uint32_t Before = hw::atomicOrAcquire(Word, 1u << Bit);
    if (!(Before & (1u << Bit)))
      return {Region, Bit, Region * Geometry.SlotsPerRegion + Bit,
              ((Before >> (LiveShift + Bit)) & 1) != 0};
    uint32_t Free = ~Before & HeldBits;
    if (Free == 0) {
      hw::backoff();
      Free = ~hw::atomicLoad(Word) & HeldBits;
    }
    Bit = Free ? __builtin_ctz(Free) : Bit;
  }
}

OMPRED_INLINE void releaseSlot(LaunchSlots &Slots, HeldSlot Slot) {
  // Release: this team's writes to the record, before the next holder's.
  hw::fenceDevice();
  // Held bit set, live bit set iff Slot.Live: subtracting the held bit and
  // adding the live bit is exact (no borrow, no carry).
  uint32_t Delta = (Slot.Live ? 0u : 1u << (LiveShift + Slot.Bit)) - (1u << Slot.Bit);
  hw::atomicAdd(&Slots.RegionSlots[Slot.Region], Delta);
}

} // namespace team
} // namespace ompred

#endif // OMPRED_TEAM_SM_SLOTS_H
