// The driver of a learner's Python heuristic: our few lines, run with
// `python3 -c`, that import the learner's file and answer batches of boards.
//
// Protocol, on file descriptors of the driver's own (the learner's print()
// goes to standard error, and input() reads nothing):
//   in:  u32 count, u32 the first board's place, then count × cells bytes
//        (0 the blank); a count of 0 ends it
//   out: 'R' once loaded; 'V' and count doubles per batch; or 'F', u32
//        length and a JSON object {kind, index, detail}, and the driver ends.
// Before each call it writes the board's place and a call counter into a
// shared status file (mmap), so Node's watchdog can name a board when a
// call stops even the driver's own per-call timer (setitimer) from firing.
export const PYTHON_DRIVER = String.raw`
import sys, os, struct, json, math, numbers, signal, traceback
file, cells, call_ms, memory_mib, status_path = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
rows, columns = int(sys.argv[6]), int(sys.argv[7])
goal = [int(cell) for cell in sys.argv[8].split(',')]
load_ms = int(sys.argv[9])
proto_in = os.fdopen(os.dup(0), 'rb')
proto_out = os.fdopen(os.dup(1), 'wb')
null = os.open(os.devnull, os.O_RDONLY)
os.dup2(null, 0)
os.dup2(2, 1)
import mmap
status_fd = os.open(status_path, os.O_RDWR)
status = mmap.mmap(status_fd, 8)

class CallTimeout(BaseException):
    pass

def on_alarm(signum, frame):
    raise CallTimeout()

def ours(name):
    return name == '<string>' or name.startswith('<frozen') or os.path.basename(name) == 'runpy.py'

def theirs(error):
    frames = [frame for frame in traceback.extract_tb(error.__traceback__) if not ours(frame.filename)]
    lines = ''.join(traceback.format_list(frames[-4:]) + traceback.format_exception_only(type(error), error)).rstrip('\n').split('\n')
    return '\n'.join((['Traceback (most recent call last):'] if frames else []) + lines[-12:])

def fail(kind, index, detail):
    data = json.dumps({'kind': kind, 'index': index, 'detail': detail}).encode('utf-8')
    proto_out.write(b'F' + struct.pack('<I', len(data)) + data)
    proto_out.flush()
    os._exit(0)

def shown(value):
    if value is None:
        return 'None (did h forget to return?)'
    text = repr(value)
    return 'the ' + type(value).__name__ + ' ' + (text if len(text) <= 60 else text[:60] + '...')

try:
    import resource
    limit = memory_mib * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
except (ImportError, ValueError, OSError):
    pass
signal.signal(signal.SIGALRM, on_alarm)
sys.path.insert(0, os.path.dirname(file))
import runpy
try:
    signal.setitimer(signal.ITIMER_REAL, load_ms / 1000)
    space = runpy.run_path(file, run_name='__heuristic__')
    signal.setitimer(signal.ITIMER_REAL, 0)
except CallTimeout:
    fail('call-time', None, '')
except SyntaxError as error:
    fail('syntax', None, ''.join(traceback.format_exception_only(type(error), error)).rstrip('\n'))
except MemoryError:
    fail('memory', None, 'more than %d MiB' % memory_mib)
except BaseException as error:
    fail('load', None, theirs(error))
h = space.get('h')
if not callable(h):
    fail('missing', None, 'it defines no function h: write def h(board, goal, rows, cols): ...' if h is None else 'h is ' + shown(h) + ', not a function')
proto_out.write(b'R')
proto_out.flush()
calls = 0
seconds = call_ms / 1000
while True:
    head = proto_in.read(8)
    if len(head) < 8:
        break
    count, first = struct.unpack('<II', head)
    if count == 0:
        break
    data = proto_in.read(count * cells)
    values = []
    for i in range(count):
        board = list(data[i * cells:(i + 1) * cells])
        calls += 1
        struct.pack_into('<ii', status, 0, first + i, calls)
        try:
            signal.setitimer(signal.ITIMER_REAL, seconds)
            value = h(board, list(goal), rows, columns)
            signal.setitimer(signal.ITIMER_REAL, 0)
        except CallTimeout:
            fail('call-time', first + i, '')
        except MemoryError:
            signal.setitimer(signal.ITIMER_REAL, 0)
            fail('memory', first + i, 'more than %d MiB' % memory_mib)
        except BaseException as error:
            signal.setitimer(signal.ITIMER_REAL, 0)
            fail('threw', first + i, theirs(error))
        if isinstance(value, bool) or not isinstance(value, numbers.Real):
            fail('not-number', first + i, shown(value))
        number = float(value)
        if math.isnan(number) or math.isinf(number):
            fail('not-finite', first + i, repr(value))
        if number < 0:
            fail('negative', first + i, repr(value))
        values.append(number)
    proto_out.write(b'V' + struct.pack('<%dd' % count, *values))
    proto_out.flush()
`;
