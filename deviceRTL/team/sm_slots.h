//===- team/sm_slots.h - A record slot on this team's SM, without waiting ----===//
//
// The records are cut into one region per SM (%smid folded onto at most
// min(%nsmid, records, MaxRegions) regions), each of at most 32 records, one
// bit per record in the region's word. A team takes the lowest free bit of its
// SM's region with one atomic OR and frees it with one atomic AND, so teams
// only ever contend with teams resident on the same SM. The bit is the record's
// lock: while a team holds it, no other team reads or writes that record.
//
// Progress: a bit is held only between acquire and release, during which the
// holder combines one record and never waits; holders are therefore resident
// and running. A team finds a free bit at once unless more teams of its region
// are combining at the same moment than the region has records (a region has
// 7 records with the default 1024 records on 132 SMs); then it retries until a
// running holder releases one. It never waits for a team that is not resident.
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
  uint32_t PerRegion = Records / Regions;
  if (PerRegion > MaxSlotsPerRegion)
    PerRegion = MaxSlotsPerRegion;
  return {Regions, PerRegion};
}

struct HeldSlot {
  uint32_t Region;
  uint32_t Bit;
  uint32_t Record;
};

OMPRED_INLINE HeldSlot acquireSlot(LaunchSlots &Slots, SlotGeometry Geometry) {
  uint32_t Region = hw::smId() % Geometry.Regions;
  uint32_t *Word = &Slots.RegionHeld[Region];
  uint32_t RegionBits = Geometry.SlotsPerRegion == 32
                            ? ~0u
                            : (1u << Geometry.SlotsPerRegion) - 1;
  uint32_t Held = hw::atomicLoad(Word);
  for (;;) {
    uint32_t Free = ~Held & RegionBits;
    if (Free == 0) {
      hw::backoff();
      Held = hw::atomicLoad(Word);
      continue;
    }
    uint32_t Bit = __builtin_ctz(Free);
    Held = hw::atomicOr(Word, 1u << Bit);
    if (!(Held & (1u << Bit))) {
      // Acquire: the previous holder's writes to the record.
      hw::fenceDevice();
      return {Region, Bit, Region * Geometry.SlotsPerRegion + Bit};
    }
  }
}

OMPRED_INLINE void releaseSlot(LaunchSlots &Slots, HeldSlot Slot) {
  // Release: this team's writes to the record, before the next holder's.
  hw::fenceDevice();
  hw::atomicAnd(&Slots.RegionHeld[Slot.Region], ~(1u << Slot.Bit));
}

} // namespace team
} // namespace ompred

#endif // OMPRED_TEAM_SM_SLOTS_H
