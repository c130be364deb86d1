//===- team/reduce_list.h - A reduce list and its record callbacks -----------===//
//
// The teams reduction moves a team's list into a record of the team buffer
// and the records back into the last team's lists. clang generates the four
// callbacks that do it for the list's types (list_to_global_copy, ..., in
// ompred/abi.h); with the list's own callbacks they make the reduce list as
// the team layer carries it.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_TEAM_REDUCE_LIST_H
#define OMPRED_TEAM_REDUCE_LIST_H

#include "warp/reduce_list.h"

namespace ompred {
namespace team {

struct TeamsReduceList : ReduceList {
  ListGlobalFn ListToGlobalCopy;
  ListGlobalFn ListToGlobalReduce;
  ListGlobalFn GlobalToListCopy;
  ListGlobalFn GlobalToListReduce;
  // clang's reduce_data_size: one pointer per variable of the list; 0 where
  // the plugin marked a launch it gave no launch environment (ompred/abi.h).
  uint64_t DataSize;

  // The list's variables, where the size says (0 otherwise).
  OMPRED_INLINE uint32_t variables() const {
    return static_cast<uint32_t>(DataSize / sizeof(void *));
  }

  // Record = list.
  OMPRED_INLINE void copyToRecord(void *Buffer, uint32_t Record) const {
    ListToGlobalCopy(Buffer, static_cast<int32_t>(Record), Data);
  }
  // Record = record OP list.
  OMPRED_INLINE void reduceIntoRecord(void *Buffer, uint32_t Record) const {
    ListToGlobalReduce(Buffer, static_cast<int32_t>(Record), Data);
  }
  // List = record.
  OMPRED_INLINE void copyFromRecord(void *Buffer, uint32_t Record) const {
    GlobalToListCopy(Buffer, static_cast<int32_t>(Record), Data);
  }
  // List = list OP record.
  OMPRED_INLINE void reduceFromRecord(void *Buffer, uint32_t Record) const {
    GlobalToListReduce(Buffer, static_cast<int32_t>(Record), Data);
  }
};

} // namespace team
} // namespace ompred

#endif // OMPRED_TEAM_REDUCE_LIST_H
