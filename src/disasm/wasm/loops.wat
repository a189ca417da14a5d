;; The disassembler's per-instruction loops over cached lines: the work of
;; cachedRunLlvm, cachedRunDirect and scanBranches in ../disassembler.ts (the
;; JavaScript loops, still used for short input and without WebAssembly),
;; with the CLRX ring labels printed here and lines found through a log of the
;; code's sequence (followed in runs, where a stretch of input is compared with
;; the log's words at once, and left through an exit table that remembers where
;; the input went on). They are the whole run time on repetitive code, and in
;; JavaScript most of that time is V8's warm-up: here they run as machine code
;; from the first call.
;;
;; Compiled to ./loops-wasm.ts by tools/build-wasm.ts (npm run build:wasm);
;; test/disasm-wasm.test.ts checks that the two agree.
;;
;; Memory (imported, laid out by ./hot-loops.ts): the SizeCache and TextCache
;; tables, the line arena, the output buffer, the label ring, the log and
;; windows of input words. The table layouts are ../text-cache.ts's and the
;; ring's ../labels.ts's (a change there goes here); the hash constants come
;; from text-cache.ts through init.
;; Every function stops at anything unusual (a miss, a label, the end of its
;; window) and leaves it to the JavaScript code.

(module
  (import "env" "memory" (memory 1))

  ;; Table addresses (init).
  (global $se (mut i32) (i32.const 0))     ;; SizeCache.e: per entry w0, slot << 3 | branch << 2 | size
  (global $ce (mut i32) (i32.const 0))     ;; TextCache.e: per slot w0, w1, meta, arena offset (see there)
  (global $arena (mut i32) (i32.const 0))  ;; TextCache.arena
  (global $shift (mut i32) (i32.const 17)) ;; 32 - BITS
  (global $sizeHash (mut i32) (i32.const 0))   ;; SIZE_HASH
  (global $w1Add (mut i32) (i32.const 0))      ;; LINE_W1_ADD
  (global $w1Hash (mut i32) (i32.const 0))     ;; LINE_W1_HASH
  (global $ring (mut i32) (i32.const 0))   ;; Labels' ring: a bit per word, from its cursor on
  (global $ringWords (mut i32) (i32.const 0))
  (global $ringMask (mut i32) (i32.const 0))  ;; ringWords / 32 - 1
  ;; The sequence log: the lines' slots copied in the order the instructions came, so that code
  ;; met again is followed through it (sequential reads) instead of looked up in the tables.
  (global $log (mut i32) (i32.const 0))      ;; entries of 16 bytes, laid out as TextCache slots
  (global $logLength (mut i32) (i32.const 0))
  (global $logCapacity (mut i32) (i32.const 0))
  (global $logOf (mut i32) (i32.const 0))    ;; per TextCache slot: 1 + its first entry in the log (0: none)
  (global $printNext (mut i32) (i32.const 0)) ;; the entries the next instructions likely have
  (global $scanNext (mut i32) (i32.const 0))
  ;; The log's words and lines, in its order, so that a run of entries is one stretch of each:
  ;; the loops compare a stretch of input with the words in bulk and copy the lines at once.
  (global $wlog (mut i32) (i32.const 0))     ;; the entries' words (w0, and w1 of two-word ones)
  (global $wlogEnd (mut i32) (i32.const 0))  ;; words in it
  (global $ewi (mut i32) (i32.const 0))      ;; per entry and one past the last: its first word's index in wlog
  (global $brk (mut i32) (i32.const 0))      ;; per entry a byte, 1 for a branch's line (runs stop at it)
  (global $tlog (mut i32) (i32.const 0))     ;; the entries' lines, one after the other
  (global $tlogEnd (mut i32) (i32.const 0))  ;; bytes in it
  (global $tlogCap (mut i32) (i32.const 0))
  (global $exits (mut i32) (i32.const 0))    ;; slots of 16 bytes: entry index, first word, entry index
  (global $exitShift (mut i32) (i32.const 0)) ;; 32 - log2(slots)
  (global $exitBytes (mut i32) (i32.const 0))
  ;; Results besides the return value.
  (global $out (mut i32) (i32.const 0))    ;; where the output ends (a byte address)
  (global $count (mut i32) (i32.const 0))  ;; instructions done / targets found
  ;; Output room kept for one more line, a label line and the copies' eight-byte steps (initLog).
  (global $ROOM (mut i32) (i32.const 0))
  ;; Counts for the tests (that the fast paths do the work): printed in runs, looked up in the tables.
  (global $inRuns (mut i32) (i32.const 0))
  (global $lookups (mut i32) (i32.const 0))

  (func (export "init") (param $se i32) (param $ce i32) (param $arena i32) (param $shift i32) (param $ring i32) (param $ringWords i32)
      (param $log i32) (param $logCapacity i32) (param $logOf i32) (param $sizeHash i32) (param $w1Add i32) (param $w1Hash i32)
    (global.set $sizeHash (local.get $sizeHash))
    (global.set $w1Add (local.get $w1Add))
    (global.set $w1Hash (local.get $w1Hash))
    (global.set $log (local.get $log))
    (global.set $logCapacity (local.get $logCapacity))
    (global.set $logOf (local.get $logOf))
    (global.set $ring (local.get $ring))
    (global.set $ringWords (local.get $ringWords))
    (global.set $ringMask (i32.sub (i32.shr_u (local.get $ringWords) (i32.const 5)) (i32.const 1)))
    (global.set $se (local.get $se))
    (global.set $ce (local.get $ce))
    (global.set $arena (local.get $arena))
    (global.set $shift (local.get $shift)))

  (func (export "initLog") (param $wlog i32) (param $ewi i32) (param $brk i32) (param $tlog i32) (param $tlogCap i32) (param $exits i32)
      (param $exitBits i32) (param $room i32)
    (global.set $exits (local.get $exits))
    (global.set $exitShift (i32.sub (i32.const 32) (local.get $exitBits)))
    (global.set $exitBytes (i32.shl (i32.const 16) (local.get $exitBits)))
    (global.set $ROOM (local.get $room))
    (global.set $wlog (local.get $wlog))
    (global.set $ewi (local.get $ewi))
    (global.set $brk (local.get $brk))
    (global.set $tlog (local.get $tlog))
    (global.set $tlogCap (local.get $tlogCap)))

  ;; Empties the log (the slots it was made from went with the arena). The caller clears logOf.
  (func (export "resetLog")
    (global.set $logLength (i32.const 0))
    (global.set $wlogEnd (i32.const 0))
    (global.set $tlogEnd (i32.const 0))
    (memory.fill (global.get $exits) (i32.const 0) (global.get $exitBytes))
    (global.set $printNext (i32.const 0))
    (global.set $scanNext (i32.const 0)))

  (func (export "out") (result i32) (global.get $out))
  (func (export "count") (result i32) (global.get $count))
  (func (export "inRuns") (result i32) (global.get $inRuns))
  (func (export "lookups") (result i32) (global.get $lookups))

  ;; The SizeCache entry (an address) of a first word, or 0.
  (func $sizeEntry (param $w0 i32) (result i32)
    (local $b i32) (local $e i32)
    (local.set $b (i32.add (global.get $se)
      (i32.shl (i32.and (i32.shr_u (i32.mul (local.get $w0) (global.get $sizeHash)) (global.get $shift)) (i32.const -4))
        (i32.const 3))))
    (local.set $e (local.get $b))
    (loop $probe
      (if (i32.and (i32.eq (i32.load (local.get $e)) (local.get $w0)) (i32.ne (i32.load offset=4 (local.get $e)) (i32.const 0)))
        (then (return (local.get $e))))
      (local.set $e (i32.add (local.get $e) (i32.const 8)))
      (br_if $probe (i32.lt_u (local.get $e) (i32.add (local.get $b) (i32.const 32)))))
    (i32.const 0))

  ;; TextCache.find: the slot (an address) holding the line of (w0, w1, size), or 0.
  (func $find (param $w0 i32) (param $w1 i32) (param $k i32) (result i32)
    (local $b i32) (local $j i32)
    (local.set $b (i32.add (global.get $ce)
      (i32.shl
        (i32.and
          (i32.shr_u
            (i32.xor (i32.mul (local.get $w0) (global.get $sizeHash))
              (i32.mul (i32.add (local.get $w1) (global.get $w1Add)) (global.get $w1Hash)))
            (global.get $shift))
          (i32.const -4))
        (i32.const 4))))
    (local.set $j (local.get $b))
    (loop $probe
      (if (i32.and
            (i32.and (i32.eq (i32.load (local.get $j)) (local.get $w0)) (i32.eq (i32.load offset=4 (local.get $j)) (local.get $w1)))
            (i32.eq (i32.and (i32.load offset=8 (local.get $j)) (i32.const 0xff)) (local.get $k)))
        (then (return (local.get $j))))
      (local.set $j (i32.add (local.get $j) (i32.const 16)))
      (br_if $probe (i32.lt_u (local.get $j) (i32.add (local.get $b) (i32.const 64)))))
    (i32.const 0))

  ;; The TextCache slot (an address) of the instruction whose SizeCache entry is `e`, or 0;
  ;; the entry's remembered slot is checked first, and corrected when the line moved.
  (func $slotOf (param $e i32) (param $w0 i32) (param $w1 i32) (param $k i32) (result i32)
    (local $j i32) (local $meta i32)
    (local.set $meta (i32.load offset=4 (local.get $e)))
    (local.set $j (i32.add (global.get $ce) (i32.shl (i32.shr_s (local.get $meta) (i32.const 3)) (i32.const 4))))
    (if (i32.and
          (i32.and (i32.eq (i32.load (local.get $j)) (local.get $w0)) (i32.eq (i32.load offset=4 (local.get $j)) (local.get $w1)))
          (i32.eq (i32.and (i32.load offset=8 (local.get $j)) (i32.const 0xff)) (local.get $k)))
      (then (return (local.get $j))))
    (local.set $j (call $find (local.get $w0) (local.get $w1) (local.get $k)))
    (if (local.get $j)
      (then (i32.store offset=4 (local.get $e)
        (i32.or (i32.shl (i32.shr_u (i32.sub (local.get $j) (global.get $ce)) (i32.const 4)) (i32.const 3))
          (i32.and (local.get $meta) (i32.const 7))))))
    (local.get $j))

  ;; The log entry `n` (an index) when it holds the instruction at `at` (words readable: `left`):
  ;; its address, else 0.
  (func $entryIf (param $n i32) (param $at i32) (param $left i32) (result i32)
    (local $e i32) (local $k i32)
    (if (i32.ge_u (local.get $n) (global.get $logLength)) (then (return (i32.const 0))))
    (local.set $e (i32.add (global.get $log) (i32.shl (local.get $n) (i32.const 4))))
    (if (i32.ne (i32.load (local.get $e)) (i32.load (local.get $at))) (then (return (i32.const 0))))
    (local.set $k (i32.and (i32.load offset=8 (local.get $e)) (i32.const 3)))
    (if (i32.gt_s (local.get $k) (local.get $left)) (then (return (i32.const 0))))
    (if (i32.eq (local.get $k) (i32.const 2))
      (then (if (i32.ne (i32.load offset=4 (local.get $e)) (i32.load offset=4 (local.get $at))) (then (return (i32.const 0))))))
    (local.get $e))

  ;; Whether the log entries after entry `n` match the (up to) four instructions after the one
  ;; at `at` (words readable: `left`), as far as both go: a jump to `n` is then worth making.
  (func $ahead (param $n i32) (param $at i32) (param $left i32) (result i32)
    (local $e i32) (local $k i32) (local $d i32)
    (local.set $e (i32.add (global.get $log) (i32.shl (local.get $n) (i32.const 4))))
    (local.set $k (i32.and (i32.load offset=8 (local.get $e)) (i32.const 3)))
    (loop $next
      (local.set $at (i32.add (local.get $at) (i32.shl (local.get $k) (i32.const 2))))
      (local.set $left (i32.sub (local.get $left) (local.get $k)))
      (local.set $n (i32.add (local.get $n) (i32.const 1)))
      (if (i32.or (i32.ge_u (local.get $n) (global.get $logLength)) (i32.le_s (local.get $left) (i32.const 0)))
        (then (return (i32.const 1))))
      (local.set $e (i32.add (local.get $e) (i32.const 16)))
      (if (i32.ne (i32.load (local.get $e)) (i32.load (local.get $at))) (then (return (i32.const 0))))
      (local.set $k (i32.and (i32.load offset=8 (local.get $e)) (i32.const 3)))
      (if (i32.eq (local.get $k) (i32.const 2))
        (then
          (if (i32.lt_s (local.get $left) (i32.const 2)) (then (return (i32.const 1))))
          (if (i32.ne (i32.load offset=4 (local.get $e)) (i32.load offset=4 (local.get $at))) (then (return (i32.const 0))))))
      (local.set $d (i32.add (local.get $d) (i32.const 1)))
      (br_if $next (i32.lt_u (local.get $d) (i32.const 4))))
    (i32.const 1))

  ;; The log entry (an address) to go on from for the instruction at `at` whose line is in slot
  ;; `j`: the slot's first entry, when it and the entries after it match the input; else
  ;; (`append`, and room) a new entry at the log's end (recording a new sequence); else 0.
  (func $entryOfSlot (param $j i32) (param $at i32) (param $left i32) (param $append i32) (result i32)
    (local $o i32) (local $n i32) (local $e i32) (local $keep i32) (local $meta i32) (local $length i32)
    (local.set $o (i32.add (global.get $logOf) (i32.shr_u (i32.sub (local.get $j) (global.get $ce)) (i32.const 2))))
    (local.set $n (i32.sub (i32.load (local.get $o)) (i32.const 1)))
    (local.set $e (call $entryIf (local.get $n) (local.get $at) (local.get $left)))
    (local.set $keep (i32.ne (local.get $e) (i32.const 0)))
    (if (local.get $e)
      (then (if (call $ahead (local.get $n) (local.get $at) (local.get $left)) (then (return (local.get $e))))))
    (local.set $meta (i32.load offset=8 (local.get $j)))
    (local.set $length (i32.shr_u (local.get $meta) (i32.const 16)))
    (if (i32.or (i32.eqz (local.get $append))
          (i32.or (i32.ge_u (global.get $logLength) (global.get $logCapacity))
            (i32.gt_u (i32.add (i32.add (global.get $tlogEnd) (local.get $length)) (i32.const 8)) (global.get $tlogCap))))
      (then (return (i32.const 0))))
    (local.set $e (i32.add (global.get $log) (i32.shl (global.get $logLength) (i32.const 4))))
    (i64.store (local.get $e) (i64.load (local.get $j)))
    (i32.store offset=8 (local.get $e) (local.get $meta))
    ;; The line goes to the text log (the entry's offset, like a slot's, is from the arena).
    (drop (call $copy (i32.add (global.get $tlog) (global.get $tlogEnd))
      (i32.add (global.get $arena) (i32.load offset=12 (local.get $j))) (local.get $length)))
    (i32.store offset=12 (local.get $e) (i32.add (i32.sub (global.get $tlog) (global.get $arena)) (global.get $tlogEnd)))
    (global.set $tlogEnd (i32.add (global.get $tlogEnd) (local.get $length)))
    ;; The words go to the word log (w1 too: overwritten by the next entry's when not this one's).
    (i64.store (i32.add (global.get $wlog) (i32.shl (global.get $wlogEnd) (i32.const 2))) (i64.load (local.get $j)))
    (global.set $wlogEnd (i32.add (global.get $wlogEnd) (i32.and (local.get $meta) (i32.const 3))))
    (i32.store8 (i32.add (global.get $brk) (global.get $logLength)) (i32.ne (i32.and (local.get $meta) (i32.const 0xff00)) (i32.const 0)))
    (global.set $logLength (i32.add (global.get $logLength) (i32.const 1)))
    (i32.store (i32.add (global.get $ewi) (i32.shl (global.get $logLength) (i32.const 2))) (global.get $wlogEnd))
    ;; The slot's first entry stays while it holds this instruction (another context of it).
    (if (i32.eqz (local.get $keep)) (then (i32.store (local.get $o) (global.get $logLength))))
    (local.get $e))

  ;; The exit table: where the input left the log (the entry expected and the first word met instead)
  ;; and the entry it went on from, so that the next time the lookups are one.
  (func $exitAt (param $n i32) (param $w0 i32) (result i32)
    (i32.add (global.get $exits)
      (i32.shl
        (i32.shr_u (i32.xor (i32.mul (local.get $n) (i32.const 0x9e3779b1)) (i32.mul (local.get $w0) (global.get $sizeHash)))
          (global.get $exitShift))
        (i32.const 4))))

  ;; The entry (an address) recorded for leaving the log at entry n with the instruction at `at`,
  ;; when it holds that instruction; else 0.
  (func $exitTo (param $n i32) (param $at i32) (param $left i32) (result i32)
    (local $x i32)
    (local.set $x (call $exitAt (local.get $n) (i32.load (local.get $at))))
    (if (i32.or (i32.ne (i32.load (local.get $x)) (local.get $n)) (i32.ne (i32.load offset=4 (local.get $x)) (i32.load (local.get $at))))
      (then (return (i32.const 0))))
    (call $entryIf (i32.load offset=8 (local.get $x)) (local.get $at) (local.get $left)))

  ;; Records at exit slot x: leaving the log at entry n with first word w0 went on from entry e (an address).
  (func $setExit (param $x i32) (param $n i32) (param $w0 i32) (param $e i32)
    (i32.store (local.get $x) (local.get $n))
    (i32.store offset=4 (local.get $x) (local.get $w0))
    (i32.store offset=8 (local.get $x) (i32.shr_u (i32.sub (local.get $e) (global.get $log)) (i32.const 4))))

  ;; The line (a slot or log entry address, both laid out as TextCache slots) of the instruction
  ;; at `at` (words readable: `left`), for the printing loops: the log's next entry when it
  ;; matches, else the tables' slot (logged). 0 when the line is not cached.
  (func $lineOf (param $at i32) (param $left i32) (result i32)
    (local $e i32) (local $k i32) (local $j i32) (local $w0 i32) (local $x i32)
    (local.set $e (call $entryIf (global.get $printNext) (local.get $at) (local.get $left)))
    (if (i32.eqz (local.get $e))
      (then (local.set $e (call $exitTo (global.get $printNext) (local.get $at) (local.get $left)))))
    (if (i32.eqz (local.get $e))
      (then
        (local.set $w0 (i32.load (local.get $at)))
        (local.set $x (call $exitAt (global.get $printNext) (local.get $w0)))
        (global.set $lookups (i32.add (global.get $lookups) (i32.const 1)))
        (local.set $e (call $sizeEntry (local.get $w0)))
        (if (i32.eqz (local.get $e)) (then (return (i32.const 0))))
        (local.set $k (i32.and (i32.load offset=4 (local.get $e)) (i32.const 3)))
        (if (i32.gt_s (local.get $k) (local.get $left)) (then (return (i32.const 0))))
        (local.set $j (call $slotOf (local.get $e) (local.get $w0)
          (select (i32.load offset=4 (local.get $at)) (i32.const 0) (i32.eq (local.get $k) (i32.const 2)))
          (local.get $k)))
        (if (i32.eqz (local.get $j)) (then (return (i32.const 0))))
        (local.set $e (call $entryOfSlot (local.get $j) (local.get $at) (local.get $left) (i32.const 1)))
        ;; (A full log: the slot itself.)
        (if (i32.eqz (local.get $e)) (then (global.set $printNext (i32.const -1)) (return (local.get $j))))
        (call $setExit (local.get $x) (global.get $printNext) (local.get $w0) (local.get $e))))
    (global.set $printNext (i32.add (i32.shr_u (i32.sub (local.get $e) (global.get $log)) (i32.const 4)) (i32.const 1)))
    (local.get $e))

  ;; The lesser of two signed numbers.
  (func $least (param $a i32) (param $b i32) (result i32)
    (select (local.get $a) (local.get $b) (i32.lt_s (local.get $a) (local.get $b))))

  ;; Where log entry n's line starts, as an offset from the arena (n at most logLength: where the
  ;; line before ends; the lines are one after the other in the text log).
  (func $textAt (param $n i32) (result i32)
    (if (i32.ge_u (local.get $n) (global.get $logLength))
      (then (return (i32.add (i32.sub (global.get $tlog) (global.get $arena)) (global.get $tlogEnd)))))
    (i32.load offset=12 (i32.add (global.get $log) (i32.shl (local.get $n) (i32.const 4)))))

  ;; The words of log entries [n, m).
  (func $wordsTo (param $n i32) (param $m i32) (result i32)
    (i32.sub (i32.load (i32.add (global.get $ewi) (i32.shl (local.get $m) (i32.const 2))))
      (i32.load (i32.add (global.get $ewi) (i32.shl (local.get $n) (i32.const 2))))))

  ;; The last log entry (an index) from n up to `hi` whose words start at most `d` words after
  ;; entry n's (a binary search of ewi).
  (func $entryAtWord (param $n i32) (param $hi i32) (param $d i32) (result i32)
    (local $w i32) (local $mid i32)
    (local.set $w (i32.add (i32.load (i32.add (global.get $ewi) (i32.shl (local.get $n) (i32.const 2)))) (local.get $d)))
    (block $done (loop $halve
      (br_if $done (i32.le_u (local.get $hi) (local.get $n)))
      (local.set $mid (i32.shr_u (i32.add (i32.add (local.get $n) (local.get $hi)) (i32.const 1)) (i32.const 1)))
      (if (i32.le_u (i32.load (i32.add (global.get $ewi) (i32.shl (local.get $mid) (i32.const 2)))) (local.get $w))
        (then (local.set $n (local.get $mid)))
        (else (local.set $hi (i32.sub (local.get $mid) (i32.const 1)))))
      (br $halve)))
    (local.get $n))

  ;; A run: from log entry n (< logLength), with the input's words at `at` and at most `max` of
  ;; them to take: the entry (index) before which the entries are not branches' lines and hold
  ;; the input's instructions (their words equal it, eight bytes a step); n when there are none.
  (func $run (param $n i32) (param $at i32) (param $max i32) (result i32)
    (local $w i32) (local $m i32) (local $p i32) (local $words i32) (local $d i32) (local $src i32)
    (if (i32.lt_s (local.get $max) (i32.const 1)) (then (return (local.get $n))))
    (if (i32.load8_u (i32.add (global.get $brk) (local.get $n))) (then (return (local.get $n))))
    (local.set $w (i32.load (i32.add (global.get $ewi) (i32.shl (local.get $n) (i32.const 2)))))
    (local.set $src (i32.add (global.get $wlog) (i32.shl (local.get $w) (i32.const 2))))
    (if (i32.ne (i32.load (local.get $src)) (i32.load (local.get $at))) (then (return (local.get $n))))
    ;; Up to the first branch's line from there, of at most `max` entries (an entry has a word or
    ;; two) and 256 (a longer run is taken in steps: the search for a branch stays short).
    (local.set $m (call $least (global.get $logLength)
      (i32.add (local.get $n) (call $least (local.get $max) (i32.const 256)))))
    (local.set $p (i32.add (local.get $n) (i32.const 1)))
    (block $found
      (loop $eight
        (br_if $found (i32.gt_u (i32.add (local.get $p) (i32.const 8)) (local.get $m)))
        (br_if $found (i64.ne (i64.load (i32.add (global.get $brk) (local.get $p))) (i64.const 0)))
        (local.set $p (i32.add (local.get $p) (i32.const 8)))
        (br $eight)))
    (block $end (loop $one
      (br_if $end (i32.ge_u (local.get $p) (local.get $m)))
      (if (i32.load8_u (i32.add (global.get $brk) (local.get $p))) (then (local.set $m (local.get $p)) (br $end)))
      (local.set $p (i32.add (local.get $p) (i32.const 1)))
      (br $one)))
    ;; Those whose words fit in `max`.
    (local.set $words (i32.sub (i32.load (i32.add (global.get $ewi) (i32.shl (local.get $m) (i32.const 2)))) (local.get $w)))
    (if (i32.gt_u (local.get $words) (local.get $max))
      (then
        (local.set $m (call $entryAtWord (local.get $n) (local.get $m) (local.get $max)))
        (local.set $words (i32.sub (i32.load (i32.add (global.get $ewi) (i32.shl (local.get $m) (i32.const 2)))) (local.get $w)))))
    ;; Their words against the input's.
    (block $differ
      (loop $pair
        (br_if $differ (i32.gt_u (i32.add (local.get $d) (i32.const 2)) (local.get $words)))
        (br_if $differ (i64.ne (i64.load (i32.add (local.get $src) (i32.shl (local.get $d) (i32.const 2))))
          (i64.load (i32.add (local.get $at) (i32.shl (local.get $d) (i32.const 2))))))
        (local.set $d (i32.add (local.get $d) (i32.const 2)))
        (br $pair)))
    (if (i32.lt_u (local.get $d) (local.get $words))
      (then
        (if (i32.eq (i32.load (i32.add (local.get $src) (i32.shl (local.get $d) (i32.const 2))))
              (i32.load (i32.add (local.get $at) (i32.shl (local.get $d) (i32.const 2)))))
          (then (local.set $d (i32.add (local.get $d) (i32.const 1)))))
        ;; The entry holding the first word that differs (or is past the run) ends it.
        (if (i32.lt_u (local.get $d) (local.get $words))
          (then (local.set $m (call $entryAtWord (local.get $n) (local.get $m) (local.get $d)))))))
    (local.get $m))

  ;; The address of the ring's int32 holding word j's label bit.
  (func $ringAt (param $j i32) (result i32)
    (i32.add (global.get $ring) (i32.shl (i32.and (i32.shr_u (local.get $j) (i32.const 5)) (global.get $ringMask)) (i32.const 2))))

  ;; The first word from j on (j at or after the cursor, within the ring's span) with a label in
  ;; the ring, or `limit` when there is none before it: 32 words a step.
  (func $ringNext (param $j i32) (param $limit i32) (result i32)
    (local $bits i32)
    (if (i32.ge_s (local.get $j) (local.get $limit)) (then (return (local.get $limit))))
    (local.set $bits (i32.and (i32.load (call $ringAt (local.get $j))) (i32.shl (i32.const -1) (local.get $j))))
    (local.set $j (i32.and (local.get $j) (i32.const -32)))
    (loop $word
      (if (local.get $bits)
        (then
          (local.set $j (i32.add (local.get $j) (i32.ctz (local.get $bits))))
          (return (select (local.get $j) (local.get $limit) (i32.lt_s (local.get $j) (local.get $limit))))))
      (local.set $j (i32.add (local.get $j) (i32.const 32)))
      (if (i32.ge_s (local.get $j) (local.get $limit)) (then (return (local.get $limit))))
      (local.set $bits (i32.load (call $ringAt (local.get $j))))
      (br $word))
    (unreachable))

  ;; Copies n bytes of text from src to dst; returns dst + n. Eight bytes a step (both buffers
  ;; have slack after their text; a call of memory.copy costs more than a line), long runs whole.
  (func $copy (param $dst i32) (param $src i32) (param $n i32) (result i32)
    (local $end i32)
    (local.set $end (i32.add (local.get $dst) (local.get $n)))
    (if (i32.ge_u (local.get $n) (i32.const 256))
      (then (memory.copy (local.get $dst) (local.get $src) (local.get $n)) (return (local.get $end))))
    (block $done (loop $step
      (br_if $done (i32.ge_s (local.get $dst) (local.get $end)))
      (i64.store (local.get $dst) (i64.load (local.get $src)))
      (local.set $dst (i32.add (local.get $dst) (i32.const 8)))
      (local.set $src (i32.add (local.get $src) (i32.const 8)))
      (br $step)))
    (local.get $end))

  ;; Writes the decimal digits of a non-negative `num` at `o`; returns the address after them.
  (func $digits (param $o i32) (param $num i32) (result i32)
    (local $n i32) (local $p i32) (local $k i32)
    (local.set $n (i32.const 1))
    (local.set $p (i32.const 10))
    (block $done (loop $count
      (br_if $done (i32.gt_u (local.get $p) (local.get $num)))
      (local.set $n (i32.add (local.get $n) (i32.const 1)))
      (br_if $done (i32.gt_u (local.get $p) (i32.const 429496729))) ;; p * 10 would wrap
      (local.set $p (i32.mul (local.get $p) (i32.const 10)))
      (br $count)))
    (local.set $k (i32.add (local.get $o) (local.get $n)))
    (loop $put
      (local.set $k (i32.sub (local.get $k) (i32.const 1)))
      (i32.store8 (local.get $k) (i32.add (i32.const 48) (i32.rem_u (local.get $num) (i32.const 10))))
      (local.set $num (i32.div_u (local.get $num) (i32.const 10)))
      (br_if $put (i32.gt_u (local.get $k) (local.get $o))))
    (i32.add (local.get $o) (local.get $n)))

  ;; LLVM dialect (cachedRunLlvm): the cached lines of the instructions at words[i..end) of the
  ;; window `win` (words up to `len` readable) go to `out` on, up to `outEnd` (less ROOM); stops
  ;; at the first one not cached. Returns where it stopped; out() is the end of the output,
  ;; count() the instructions.
  (func (export "llvm") (param $win i32) (param $i i32) (param $end i32) (param $len i32) (param $out i32) (param $outEnd i32) (result i32)
    (local $j i32) (local $meta i32) (local $n i32) (local $from i32) (local $to i32) (local $at i32) (local $length i32) (local $addr i32)
    (local $m i32) (local $room i32)
    (block $stop (loop $next
      (br_if $stop (i32.ge_s (local.get $i) (local.get $end)))
      ;; Room for the lines waiting to be copied and one more.
      (local.set $room (i32.sub (i32.sub (local.get $outEnd) (local.get $out)) (i32.add (i32.sub (local.get $to) (local.get $from)) (global.get $ROOM))))
      (br_if $stop (i32.lt_s (local.get $room) (i32.const 0)))
      (local.set $addr (i32.add (local.get $win) (i32.shl (local.get $i) (i32.const 2))))
      ;; A run of the log's entries from the next one: their lines at once.
      (if (i32.lt_u (global.get $printNext) (global.get $logLength))
        (then
          (local.set $m (call $run (global.get $printNext) (local.get $addr)
            (i32.sub (select (local.get $end) (local.get $len) (i32.lt_s (local.get $end) (local.get $len))) (local.get $i))))
          (if (i32.and (i32.ne (local.get $m) (global.get $printNext))
                (i32.le_s (i32.sub (call $textAt (local.get $m)) (call $textAt (global.get $printNext))) (local.get $room)))
            (then
              (local.set $at (call $textAt (global.get $printNext)))
              (if (i32.eq (local.get $at) (local.get $to))
                (then (local.set $to (call $textAt (local.get $m))))
                (else
                  (local.set $out (call $copy (local.get $out) (i32.add (global.get $arena) (local.get $from)) (i32.sub (local.get $to) (local.get $from))))
                  (local.set $from (local.get $at))
                  (local.set $to (call $textAt (local.get $m)))))
              (local.set $i (i32.add (local.get $i) (call $wordsTo (global.get $printNext) (local.get $m))))
              (local.set $n (i32.add (local.get $n) (i32.sub (local.get $m) (global.get $printNext))))
              (global.set $inRuns (i32.add (global.get $inRuns) (i32.sub (local.get $m) (global.get $printNext))))
              (global.set $printNext (local.get $m))
              (br $next)))))
      ;; The log's next entry when it holds this instruction (the common case, written out), else lineOf.
      (local.set $j (i32.add (global.get $log) (i32.shl (global.get $printNext) (i32.const 4))))
      (if (i32.and (i32.lt_u (global.get $printNext) (global.get $logLength)) (i32.eq (i32.load (local.get $j)) (i32.load (local.get $addr))))
        (then
          (local.set $meta (i32.load offset=8 (local.get $j)))
          (if (i32.and (i32.le_s (i32.and (local.get $meta) (i32.const 3)) (i32.sub (local.get $len) (local.get $i)))
                (i32.or (i32.ne (i32.and (local.get $meta) (i32.const 3)) (i32.const 2))
                  (i32.eq (i32.load offset=4 (local.get $j)) (i32.load offset=4 (local.get $addr)))))
            (then (global.set $printNext (i32.add (global.get $printNext) (i32.const 1))))
            (else (local.set $j (i32.const 0)))))
        (else (local.set $j (i32.const 0))))
      (if (i32.eqz (local.get $j)) (then (local.set $j (call $lineOf (local.get $addr) (i32.sub (local.get $len) (local.get $i))))))
      (br_if $stop (i32.eqz (local.get $j)))
      (local.set $meta (i32.load offset=8 (local.get $j)))
      (local.set $at (i32.load offset=12 (local.get $j)))
      (local.set $length (i32.shr_u (local.get $meta) (i32.const 16)))
      ;; Lines next to each other in the arena go out as one copy.
      (if (i32.eq (local.get $at) (local.get $to))
        (then (local.set $to (i32.add (local.get $to) (local.get $length))))
        (else
          (local.set $out (call $copy (local.get $out) (i32.add (global.get $arena) (local.get $from)) (i32.sub (local.get $to) (local.get $from))))
          (local.set $from (local.get $at))
          (local.set $to (i32.add (local.get $at) (local.get $length)))))
      (local.set $i (i32.add (local.get $i) (i32.and (local.get $meta) (i32.const 3))))
      (local.set $n (i32.add (local.get $n) (i32.const 1)))
      (br $next)))
    (global.set $out (call $copy (local.get $out) (i32.add (global.get $arena) (local.get $from)) (i32.sub (local.get $to) (local.get $from))))
    (global.set $count (local.get $n))
    (local.get $i))

  ;; CLRX dialect, straight to the output (cachedRunDirect): as `llvm` (with room for a label
  ;; line too), for the instructions at word positions `pos` on (byte offset start + 4 * pos)
  ;; before word `stop`; stops at a zero word. A branch's line gets its target's label number. The labels in the ring (Labels) from
  ;; word `cursor` on are printed before their lines; it stops before the instruction at or past
  ;; byte offset `far` (a label not in the ring), after one with a label inside it, and where
  ;; the ring's span from the cursor ends: the caller prints those labels (or moves the cursor).
  (func (export "direct") (param $win i32) (param $i i32) (param $end i32) (param $len i32) (param $out i32) (param $outEnd i32)
      (param $pos i32) (param $stop i32) (param $far i32) (param $start i32) (param $cursor i32) (result i32)
    (local $w0 i32) (local $j i32) (local $k i32) (local $n i32) (local $r i32)
    (local $from i32) (local $to i32) (local $at i32) (local $meta i32) (local $length i32) (local $split i32)
    (local $off i32) (local $target i32) (local $addr i32) (local $label i32) (local $limit i32)
    (local $runEnd i32) (local $m i32) (local $room i32)
    ;; The next ring label's word, looked for up to where this call can get (and one more word).
    (local.set $limit (i32.add (i32.add (local.get $pos) (i32.sub (local.get $end) (local.get $i))) (i32.const 1)))
    (local.set $label (call $ringNext (select (local.get $pos) (local.get $cursor) (i32.gt_s (local.get $pos) (local.get $cursor))) (local.get $limit)))
    ;; Where runs end at the latest (a word position; `pos` and `i` go on together): the words'
    ;; end, `stop`, the ring's span and `far`, as the checks below for each instruction's start.
    (local.set $runEnd (call $least
      (call $least (i32.add (local.get $pos) (i32.sub (call $least (local.get $end) (local.get $len)) (local.get $i))) (local.get $stop))
      (call $least (i32.add (local.get $cursor) (global.get $ringWords)) (i32.shr_s (i32.sub (local.get $far) (local.get $start)) (i32.const 2)))))
    (block $stop (loop $next
      (br_if $stop (i32.ge_s (local.get $i) (local.get $end)))
      ;; Room for the lines waiting to be copied and one more.
      (local.set $room (i32.sub (i32.sub (local.get $outEnd) (local.get $out)) (i32.add (i32.sub (local.get $to) (local.get $from)) (global.get $ROOM))))
      (br_if $stop (i32.lt_s (local.get $room) (i32.const 0)))
      (br_if $stop (i32.ge_s (local.get $pos) (local.get $stop)))
      (local.set $w0 (i32.load (i32.add (local.get $win) (i32.shl (local.get $i) (i32.const 2)))))
      (br_if $stop (i32.eqz (local.get $w0)))
      (local.set $off (i32.add (local.get $start) (i32.shl (local.get $pos) (i32.const 2))))
      (br_if $stop (i32.ge_s (local.get $off) (local.get $far)))
      (br_if $stop (i32.ge_s (i32.sub (local.get $pos) (local.get $cursor)) (global.get $ringWords)))
      ;; A label inside the instruction before (`=.-4`): the caller's.
      (br_if $stop (i32.lt_s (local.get $label) (local.get $pos)))
      (local.set $addr (i32.add (local.get $win) (i32.shl (local.get $i) (i32.const 2))))
      ;; A run of the log's entries from the next one, their lines at once: before the next label,
      ;; and within the limits above for each instruction's start.
      (if (i32.and (i32.lt_u (global.get $printNext) (global.get $logLength)) (i32.gt_s (local.get $label) (local.get $pos)))
        (then
          (local.set $m (call $run (global.get $printNext) (local.get $addr)
            (i32.sub (call $least (local.get $runEnd) (local.get $label)) (local.get $pos))))
          (if (i32.and (i32.ne (local.get $m) (global.get $printNext))
                (i32.le_s (i32.sub (call $textAt (local.get $m)) (call $textAt (global.get $printNext))) (local.get $room)))
            (then
              (local.set $at (call $textAt (global.get $printNext)))
              (if (i32.eq (local.get $at) (local.get $to))
                (then (local.set $to (call $textAt (local.get $m))))
                (else
                  (local.set $out (call $copy (local.get $out) (i32.add (global.get $arena) (local.get $from)) (i32.sub (local.get $to) (local.get $from))))
                  (local.set $from (local.get $at))
                  (local.set $to (call $textAt (local.get $m)))))
              (local.set $k (call $wordsTo (global.get $printNext) (local.get $m)))
              (local.set $i (i32.add (local.get $i) (local.get $k)))
              (local.set $pos (i32.add (local.get $pos) (local.get $k)))
              (local.set $n (i32.add (local.get $n) (i32.sub (local.get $m) (global.get $printNext))))
              (global.set $inRuns (i32.add (global.get $inRuns) (i32.sub (local.get $m) (global.get $printNext))))
              (global.set $printNext (local.get $m))
              (br $next)))))
      ;; The log's next entry when it holds this instruction (the common case, written out), else lineOf.
      (local.set $j (i32.add (global.get $log) (i32.shl (global.get $printNext) (i32.const 4))))
      (if (i32.and (i32.lt_u (global.get $printNext) (global.get $logLength)) (i32.eq (i32.load (local.get $j)) (i32.load (local.get $addr))))
        (then
          (local.set $meta (i32.load offset=8 (local.get $j)))
          (if (i32.and (i32.le_s (i32.and (local.get $meta) (i32.const 3)) (i32.sub (local.get $len) (local.get $i)))
                (i32.or (i32.ne (i32.and (local.get $meta) (i32.const 3)) (i32.const 2))
                  (i32.eq (i32.load offset=4 (local.get $j)) (i32.load offset=4 (local.get $addr)))))
            (then (global.set $printNext (i32.add (global.get $printNext) (i32.const 1))))
            (else (local.set $j (i32.const 0)))))
        (else (local.set $j (i32.const 0))))
      (if (i32.eqz (local.get $j)) (then (local.set $j (call $lineOf (local.get $addr) (i32.sub (local.get $len) (local.get $i))))))
      (br_if $stop (i32.eqz (local.get $j)))
      (local.set $meta (i32.load offset=8 (local.get $j)))
      (local.set $k (i32.and (local.get $meta) (i32.const 3)))
      (local.set $split (i32.and (i32.shr_u (local.get $meta) (i32.const 8)) (i32.const 0xff)))
      (local.set $length (i32.shr_u (local.get $meta) (i32.const 16)))
      (local.set $at (i32.load offset=12 (local.get $j)))
      (if (local.get $split)
        (then
          ;; A branch: its target (a label number; labelTarget in ../../isa/table/types.ts) must not be before 0.
          (local.set $target (i32.add (i32.add (local.get $off) (i32.const 4))
            (i32.shr_s (i32.shl (local.get $w0) (i32.const 16)) (i32.const 14))))
          (br_if $stop (i32.lt_s (local.get $target) (i32.const 0)))))
      (if (i32.eq (local.get $label) (local.get $pos))
        (then
          ;; `.L<off>_0:` before the line; the bit is cleared.
          (local.set $out (call $copy (local.get $out) (i32.add (global.get $arena) (local.get $from)) (i32.sub (local.get $to) (local.get $from))))
          (local.set $from (i32.const 0))
          (local.set $to (i32.const 0))
          (i32.store16 (local.get $out) (i32.const 0x4c2e)) ;; .L
          (local.set $out (call $digits (i32.add (local.get $out) (i32.const 2)) (local.get $off)))
          (i32.store (local.get $out) (i32.const 0x0a3a305f)) ;; _0:\n
          (local.set $out (i32.add (local.get $out) (i32.const 4)))
          (local.set $r (call $ringAt (local.get $pos)))
          (i32.store (local.get $r) (i32.and (i32.load (local.get $r)) (i32.xor (i32.shl (i32.const 1) (local.get $pos)) (i32.const -1))))
          (local.set $label (call $ringNext (i32.add (local.get $pos) (i32.const 1)) (local.get $limit)))))
      (if (i32.eqz (local.get $split))
        (then
          (if (i32.eq (local.get $at) (local.get $to))
            (then (local.set $to (i32.add (local.get $to) (local.get $length))))
            (else
              (local.set $out (call $copy (local.get $out) (i32.add (global.get $arena) (local.get $from)) (i32.sub (local.get $to) (local.get $from))))
              (local.set $from (local.get $at))
              (local.set $to (i32.add (local.get $at) (local.get $length))))))
        (else
          ;; A branch: the line's text around its target's label number.
          (local.set $out (call $copy (local.get $out) (i32.add (global.get $arena) (local.get $from)) (i32.sub (local.get $to) (local.get $from))))
          (local.set $from (i32.const 0))
          (local.set $to (i32.const 0))
          (local.set $out (call $copy (local.get $out) (i32.add (global.get $arena) (local.get $at)) (local.get $split)))
          (local.set $out (call $digits (local.get $out) (local.get $target)))
          (local.set $out (call $copy (local.get $out) (i32.add (i32.add (global.get $arena) (local.get $at)) (local.get $split))
            (i32.sub (local.get $length) (local.get $split))))))
      (local.set $pos (i32.add (local.get $pos) (local.get $k)))
      (local.set $i (i32.add (local.get $i) (local.get $k)))
      (local.set $n (i32.add (local.get $n) (i32.const 1)))
      (br $next)))
    (global.set $out (call $copy (local.get $out) (i32.add (global.get $arena) (local.get $from)) (i32.sub (local.get $to) (local.get $from))))
    (global.set $count (local.get $n))
    (local.get $i))

  ;; CLRX dialect, the branch scan (scanBranches): over the instructions at words[i..len) of the
  ;; window, at word positions `p` on, before word `stop`: the byte offsets of the branch
  ;; targets go to `targets` (at most `max`). Stops at the first instruction not in the size
  ;; cache; a zero word is one word. Returns where it stopped; count() is the targets found.
  (func (export "scan") (param $win i32) (param $i i32) (param $len i32) (param $p i32) (param $stop i32)
      (param $start i32) (param $targets i32) (param $max i32) (result i32)
    (local $w0 i32) (local $at i32) (local $e i32) (local $j i32) (local $meta i32) (local $k i32)
    (local $branch i32) (local $t i32) (local $m i32)
    (block $stop (loop $next
      (br_if $stop (i32.ge_s (local.get $i) (local.get $len)))
      (br_if $stop (i32.ge_s (local.get $p) (local.get $stop)))
      (br_if $stop (i32.ge_s (local.get $t) (local.get $max)))
      (local.set $at (i32.add (local.get $win) (i32.shl (local.get $i) (i32.const 2))))
      ;; A run of the log's entries from the next one: no branches among them.
      (if (i32.lt_u (global.get $scanNext) (global.get $logLength))
        (then
          (local.set $m (call $run (global.get $scanNext) (local.get $at)
            (call $least (i32.sub (local.get $len) (local.get $i)) (i32.sub (local.get $stop) (local.get $p)))))
          (if (i32.ne (local.get $m) (global.get $scanNext))
            (then
              (local.set $k (call $wordsTo (global.get $scanNext) (local.get $m)))
              (local.set $i (i32.add (local.get $i) (local.get $k)))
              (local.set $p (i32.add (local.get $p) (local.get $k)))
              (global.set $scanNext (local.get $m))
              (br $next)))))
      (local.set $w0 (i32.load (local.get $at)))
      (local.set $k (i32.const 1))
      (if (local.get $w0)
        (then
          ;; The log's next entry when it holds this instruction (entryIf, written out).
          (local.set $e (i32.add (global.get $log) (i32.shl (global.get $scanNext) (i32.const 4))))
          (if (i32.and (i32.lt_u (global.get $scanNext) (global.get $logLength)) (i32.eq (i32.load (local.get $e)) (local.get $w0)))
            (then
              (local.set $meta (i32.load offset=8 (local.get $e)))
              (if (i32.eqz (i32.and (i32.le_s (i32.and (local.get $meta) (i32.const 3)) (i32.sub (local.get $len) (local.get $i)))
                    (i32.or (i32.ne (i32.and (local.get $meta) (i32.const 3)) (i32.const 2))
                      (i32.eq (i32.load offset=4 (local.get $e)) (i32.load offset=4 (local.get $at))))))
                (then (local.set $e (i32.const 0)))))
            (else (local.set $e (i32.const 0))))
          (if (i32.eqz (local.get $e))
            (then (local.set $e (call $exitTo (global.get $scanNext) (local.get $at) (i32.sub (local.get $len) (local.get $i))))))
          (if (local.get $e)
            (then
              ;; A cached CLRX line is a branch's when its label number goes inside it.
              (local.set $meta (i32.load offset=8 (local.get $e)))
              (local.set $k (i32.and (local.get $meta) (i32.const 3)))
              (local.set $branch (i32.and (local.get $meta) (i32.const 0xff00))))
            (else
              (local.set $e (call $sizeEntry (local.get $w0)))
              (br_if $stop (i32.eqz (local.get $e)))
              (local.set $meta (i32.load offset=4 (local.get $e)))
              (local.set $k (i32.and (local.get $meta) (i32.const 3)))
              (br_if $stop (i32.gt_s (i32.add (local.get $i) (local.get $k)) (local.get $len)))
              (local.set $branch (i32.and (local.get $meta) (i32.const 4)))
              ;; Where the log has this instruction, for the next ones.
              (local.set $j (call $slotOf (local.get $e) (local.get $w0)
                (select (i32.load offset=4 (local.get $at)) (i32.const 0) (i32.eq (local.get $k) (i32.const 2)))
                (local.get $k)))
              (local.set $e (i32.const 0))
              (if (local.get $j)
                (then (local.set $e (call $entryOfSlot (local.get $j) (local.get $at) (i32.sub (local.get $len) (local.get $i)) (i32.const 0)))))
              (if (local.get $e)
                (then (call $setExit (call $exitAt (global.get $scanNext) (local.get $w0)) (global.get $scanNext) (local.get $w0) (local.get $e))))))
          (global.set $scanNext (select
            (i32.add (i32.shr_u (i32.sub (local.get $e) (global.get $log)) (i32.const 4)) (i32.const 1))
            (i32.const -1)
            (local.get $e)))
          (if (local.get $branch)
            (then
              ;; Its target (labelTarget in ../../isa/table/types.ts).
              (i32.store (i32.add (local.get $targets) (i32.shl (local.get $t) (i32.const 2)))
                (i32.add (i32.add (i32.add (local.get $start) (i32.shl (local.get $p) (i32.const 2))) (i32.const 4))
                  (i32.shr_s (i32.shl (local.get $w0) (i32.const 16)) (i32.const 14))))
              (local.set $t (i32.add (local.get $t) (i32.const 1)))))))
      (local.set $i (i32.add (local.get $i) (local.get $k)))
      (local.set $p (i32.add (local.get $p) (local.get $k)))
      (br $next)))
    (global.set $count (local.get $t))
    (local.get $i))
)
