#!/usr/bin/env python3
"""Cuts LLVM IR and PTX into the pieces the codegen tests FileCheck.

FileCheck sees a whole file; these subcommands narrow it to one function, or
reduce it to a sorted list, so that a CHECK-NOT or an "exactly these" check
means what it says.

  ir-function FILE NAME...     the definitions of @NAME..., `define` to `}`,
                               in the order named
  functions FILE               names of the non-internal functions FILE defines
  declarations FILE            names of the non-intrinsic functions FILE declares
  unresolved NEEDS.ll HAS.ll   names NEEDS.ll declares (intrinsics aside) that
                               HAS.ll does not define
  symbols FILE                 the reduction-related symbols FILE references
  ptx-function FILE REGEX      the PTX functions (.entry/.func with a body)
                               whose name matches REGEX, each multi-line call
                               folded onto one line
  ptx-kernel-env FILE          the kernel environments the PTX initializes,
                               decoded field by field
  ptx-calls FILE REGEX         one line per call made by those functions:
                               `<caller>: <callee> -> <next instruction>`,
                               between `<begin>` and `<end>`

The list-producing subcommands print `<begin>`, one name per line, sorted, and
`<end>`, so that a chain of CHECK-NEXT from `<begin>` to `<end>` proves nothing
else is listed.
"""
import re
import sys

IR_NAME = r'@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)'
IR_DEFINE = re.compile(r'^define\s+([^@]*)' + IR_NAME + r'\(')
IR_DECLARE = re.compile(r'^declare\s+[^@]*' + IR_NAME + r'\(')
IR_PRIVATE_LINKAGE = re.compile(r'\b(internal|private)\b')
REDUCTION_SYMBOL = re.compile(
    r'@(__kmpc_\w*(?:reduc|shuffle|nvptx)\w*|__openmp_nvptx_\w*)\b')


def read_lines(path):
    with open(path, encoding='utf-8', errors='replace') as f:
        return f.read().splitlines()


def unquote(name):
    return name[1:-1] if name.startswith('"') else name


def ir_defined(lines, include_internal=False):
    names = set()
    for line in lines:
        m = IR_DEFINE.match(line)
        if m and (include_internal or not IR_PRIVATE_LINKAGE.search(m.group(1))):
            names.add(unquote(m.group(2)))
    return names


def ir_declared(lines):
    names = set()
    for line in lines:
        m = IR_DECLARE.match(line)
        if m and not unquote(m.group(1)).startswith('llvm.'):
            names.add(unquote(m.group(1)))
    return names


def print_list(names):
    print('<begin>')
    for name in sorted(names):
        print(name)
    print('<end>')


def ir_functions(path):
    """Yields (name, lines) for every function FILE defines, `define` to `}`."""
    name, body = None, []
    for line in read_lines(path):
        if name is None:
            m = IR_DEFINE.match(line) if line.startswith('define') else None
            if m:
                name, body = unquote(m.group(2)), []
        if name is not None:
            body.append(line)
            if line == '}':
                yield name, body
                name = None


def cmd_ir_function(path, names):
    bodies = {name: body for name, body in ir_functions(path) if name in names}
    for name in names:
        if name not in bodies:
            sys.exit('extract.py: no definition of @%s in %s' % (name, path))
        print('\n'.join(bodies[name]))


# ---- PTX ----------------------------------------------------------------------
PTX_HEADER = re.compile(
    r'^(?:\.\w+\s+)*\.(entry|func)\s+(?:\([^)]*\)\s*)?([A-Za-z_$%][\w$]*)')
PTX_CALL = re.compile(r'^\s*call(?:\.uni)?\b')


def ptx_functions(path):
    """Yields (kind, name, lines) for every PTX function with a body."""
    lines = read_lines(path)
    i = 0
    while i < len(lines):
        m = PTX_HEADER.match(lines[i])
        if not m:
            i += 1
            continue
        kind, name = m.group(1), m.group(2)
        body, j = [lines[i]], i + 1
        # A prototype ends with ';' before any '{'.
        while j < len(lines) and lines[j].strip() != '{' and not lines[j].rstrip().endswith(';'):
            body.append(lines[j])
            j += 1
        if j >= len(lines) or lines[j].strip() != '{':
            i = j + 1
            continue
        while j < len(lines):
            body.append(lines[j])
            if lines[j] == '}':
                break
            j += 1
        yield kind, name, fold_calls(body)
        i = j + 1


def fold_calls(lines):
    """call.uni / call spread over several lines becomes one line."""
    out, i = [], 0
    while i < len(lines):
        if PTX_CALL.match(lines[i]):
            parts = [lines[i].strip()]
            while not parts[-1].endswith(';') and i + 1 < len(lines):
                i += 1
                parts.append(lines[i].strip())
            out.append('\t' + re.sub(r'\s+', ' ', ' '.join(parts)))
        else:
            out.append(lines[i])
        i += 1
    return out


def call_target(call_line):
    # call.uni (retval0), vprintf, (param0, param1);  /  call %rd5, (...), proto;
    rest = PTX_CALL.sub('', call_line).strip()
    rest = re.sub(r'^\([^)]*\)\s*,\s*', '', rest)  # return value list
    return re.split(r'[\s,;(]', rest, maxsplit=1)[0] or '?'


def is_instruction(line):
    s = line.split('//', 1)[0].strip()
    return bool(s) and not s.startswith('{') and not s.startswith('}') \
        and not s.endswith(':')


def cmd_ptx_function(path, regex):
    found = False
    for _, name, body in ptx_functions(path):
        if re.search(regex, name):
            found = True
            print('\n'.join(body))
    if not found:
        sys.exit('extract.py: no PTX function matching /%s/ in %s' % (regex, path))


def cmd_ptx_calls(path, regex):
    print('<begin>')
    found = False
    for _, name, body in ptx_functions(path):
        if not re.search(regex, name):
            continue
        found = True
        for k, line in enumerate(body):
            if not PTX_CALL.match(line):
                continue
            following = next((l.split('//', 1)[0].strip() for l in body[k + 1:]
                              if is_instruction(l)), '<none>')
            print('%s: %s -> %s' % (name, call_target(line), following))
    if not found:
        sys.exit('extract.py: no PTX function matching /%s/ in %s' % (regex, path))
    print('<end>')


# KernelEnvironmentTy as LLVM 19 lays it out, seen as the .u64 array the PTX
# initializes: {i8 UseGenericStateMachine, i8 MayUseNestedParallelism,
# i8 ExecMode, i32 MinThreads, i32 MaxThreads, i32 MinTeams, i32 MaxTeams,
# i32 ReductionDataSize, i32 ReductionBufferLength}, ident, dynamic env.
PTX_KERNEL_ENV = re.compile(
    r'^\.\w+ \.global \.align 8 \.u64 (\w+)_kernel_environment\[6\] = \{([^}]*)\}')


def cmd_ptx_kernel_env(path):
    found = False
    for line in read_lines(path):
        m = PTX_KERNEL_ENV.match(line)
        if not m:
            continue
        found = True
        words = [int(w) for w in m.group(2).split(',')[:4]]
        blob = b''.join(w.to_bytes(8, 'little') for w in words)
        u8 = lambda o: blob[o]
        u32 = lambda o: int.from_bytes(blob[o:o + 4], 'little', signed=True)
        fields = [('UseGenericStateMachine', u8(0)), ('MayUseNestedParallelism', u8(1)),
                  ('ExecMode', u8(2)), ('MinThreads', u32(4)), ('MaxThreads', u32(8)),
                  ('MinTeams', u32(12)), ('MaxTeams', u32(16)),
                  ('ReductionDataSize', u32(20)), ('ReductionBufferLength', u32(24))]
        print('%s: %s' % (m.group(1), ' '.join('%s=%d' % f for f in fields)))
    if not found:
        sys.exit('extract.py: no kernel environment in %s' % path)


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    cmd, args = argv[1], argv[2:]
    if cmd == 'ir-function' and len(args) >= 2:
        cmd_ir_function(args[0], args[1:])
    elif cmd == 'functions' and len(args) == 1:
        print_list(ir_defined(read_lines(args[0])))
    elif cmd == 'declarations' and len(args) == 1:
        print_list(ir_declared(read_lines(args[0])))
    elif cmd == 'unresolved' and len(args) == 2:
        needs = ir_declared(read_lines(args[0]))
        has = ir_defined(read_lines(args[1]))
        print_list(needs - has)
    elif cmd == 'symbols' and len(args) == 1:
        names = set()
        for line in read_lines(args[0]):
            names.update(REDUCTION_SYMBOL.findall(line))
        print_list(names)
    elif cmd == 'ptx-function' and len(args) == 2:
        cmd_ptx_function(*args)
    elif cmd == 'ptx-calls' and len(args) == 2:
        cmd_ptx_calls(*args)
    elif cmd == 'ptx-kernel-env' and len(args) == 1:
        cmd_ptx_kernel_env(*args)
    else:
        sys.exit(__doc__)


if __name__ == '__main__':
    main(sys.argv)
