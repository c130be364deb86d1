import re,sys
# ptx_summary.py PTX PTXAS_V_LOG UNIT (measure-registers.sh): "<unit>:<kernel> <registers> <PTX instructions>" per kernel
ptx,log,unit=sys.argv[1:4]
regs={};k=None
for l in open(log):
    m=re.search(r"Compiling entry function '(\w+)'",l)
    if m: k=m.group(1); continue
    m=re.search(r"Used (\d+) registers",l)
    if m and k: regs[k]=int(m.group(1)); k=None
ins={};cur=None
for l in open(ptx):
    m=re.match(r"\.(?:weak|visible)?\s*\.entry (\w+)\(",l) or re.match(r"\.weak \.entry (\w+)\(",l) or re.match(r".*\.entry (\w+)\(",l)
    if m: cur=m.group(1); ins[cur]=0; continue
    if cur is None: continue
    if l.startswith('}'): cur=None; continue
    s=l.strip()
    if not s or s.startswith('//') or s.startswith('.') or s.endswith(':') or s in ('{','}') or s.startswith('$L') or s.startswith('.reg'): continue
    ins[cur]+=1
for k in sorted(regs):
    short=re.sub(r"__omp_offloading_[0-9a-f]+_[0-9a-f]+_","",k)
    print(f"{unit}:{short} {regs[k]} {ins.get(k,-1)}")
