;; The disassembler's per-instruction loops over cached lines (see
;; ../disassembler.ts, cachedRunLlvm / cachedRunDirect / scanBranches, which
;; these mirror line for line). They are the whole run time on repetitive
;; code, and in JavaScript most of that time is V8's warm-up: here they run as
;; machine code from the first call.
;;
;; Compiled to ./loops-wasm.ts by tools/build-wasm.ts (npm run build:wasm);
;; test/disasm-wasm.test.ts checks that the two agree.
;;
;; Memory (imported, laid out by ./hot-loops.ts): the SizeCache and TextCache
;; tables, the line arena, the output buffer and windows of input words. The
;; hashes and table layouts are ../text-cache.ts's; a change there goes here.
;; Every function stops at anything unusual (a miss, a label, the end of its
;; window) and leaves it to the JavaScript code.

(module
  (import "env" "memory" (memory 1))

  ;; Table addresses (init).
  (global $se (mut i32) (i32.const 0))     ;; SizeCache.e: per entry w0, slot << 3 | branch << 2 | size
  (global $ce (mut i32) (i32.const 0))     ;; TextCache.e: per slot w0, w1, size | split << 8 | length << 16, arena offset
  (global $arena (mut i32) (i32.const 0))  ;; TextCache.arena
  (global $shift (mut i32) (i32.const 17)) ;; 32 - BITS
  ;; Results besides the return value.
  (global $out (mut i32) (i32.const 0))    ;; where the output ends (a byte address)
  (global $count (mut i32) (i32.const 0))  ;; instructions done / targets found

  (func (export "init") (param $se i32) (param $ce i32) (param $arena i32) (param $shift i32)
    (global.set $se (local.get $se))
    (global.set $ce (local.get $ce))
    (global.set $arena (local.get $arena))
    (global.set $shift (local.get $shift)))

  (func (export "out") (result i32) (global.get $out))
  (func (export "count") (result i32) (global.get $count))

  ;; The SizeCache entry (an address) of a first word, or 0.
  (func $sizeEntry (param $w0 i32) (result i32)
    (local $b i32) (local $e i32)
    (local.set $b (i32.add (global.get $se)
      (i32.shl (i32.and (i32.shr_u (i32.mul (local.get $w0) (i32.const 0x9e3779b1)) (global.get $shift)) (i32.const -4))
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
            (i32.xor (i32.mul (local.get $w0) (i32.const 0x9e3779b1))
              (i32.mul (i32.add (local.get $w1) (i32.const 0x7f4a7c15)) (i32.const 0x85ebca77)))
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
  ;; window `win` (words up to `len` readable) go to `out` on; stops at the first one not cached.
  ;; Returns where it stopped; out() is the end of the output, count() the instructions.
  (func (export "llvm") (param $win i32) (param $i i32) (param $end i32) (param $len i32) (param $out i32) (result i32)
    (local $w0 i32) (local $w1 i32) (local $e i32) (local $k i32) (local $j i32) (local $n i32)
    (local $from i32) (local $to i32) (local $at i32) (local $length i32)
    (block $stop (loop $next
      (br_if $stop (i32.ge_s (local.get $i) (local.get $end)))
      (local.set $w0 (i32.load (i32.add (local.get $win) (i32.shl (local.get $i) (i32.const 2)))))
      (local.set $e (call $sizeEntry (local.get $w0)))
      (br_if $stop (i32.eqz (local.get $e)))
      (local.set $k (i32.and (i32.load offset=4 (local.get $e)) (i32.const 3)))
      (br_if $stop (i32.gt_s (i32.add (local.get $i) (local.get $k)) (local.get $len)))
      (local.set $w1 (select
        (i32.load offset=4 (i32.add (local.get $win) (i32.shl (local.get $i) (i32.const 2))))
        (i32.const 0)
        (i32.eq (local.get $k) (i32.const 2))))
      (local.set $j (call $slotOf (local.get $e) (local.get $w0) (local.get $w1) (local.get $k)))
      (br_if $stop (i32.eqz (local.get $j)))
      (local.set $at (i32.load offset=12 (local.get $j)))
      (local.set $length (i32.shr_u (i32.load offset=8 (local.get $j)) (i32.const 16)))
      ;; Lines next to each other in the arena go out as one copy.
      (if (i32.eq (local.get $at) (local.get $to))
        (then (local.set $to (i32.add (local.get $to) (local.get $length))))
        (else
          (memory.copy (local.get $out) (i32.add (global.get $arena) (local.get $from)) (i32.sub (local.get $to) (local.get $from)))
          (local.set $out (i32.add (local.get $out) (i32.sub (local.get $to) (local.get $from))))
          (local.set $from (local.get $at))
          (local.set $to (i32.add (local.get $at) (local.get $length)))))
      (local.set $i (i32.add (local.get $i) (local.get $k)))
      (local.set $n (i32.add (local.get $n) (i32.const 1)))
      (br $next)))
    (memory.copy (local.get $out) (i32.add (global.get $arena) (local.get $from)) (i32.sub (local.get $to) (local.get $from)))
    (global.set $out (i32.add (local.get $out) (i32.sub (local.get $to) (local.get $from))))
    (global.set $count (local.get $n))
    (local.get $i))

  ;; CLRX dialect, straight to the output (cachedRunDirect): as `llvm`, for the instructions at
  ;; word positions `pos` on (byte offset start + 4 * pos) before word `stop`; stops at a zero
  ;; word and before the instruction at or past byte offset `label` (the caller prints the
  ;; labels there). A branch's line gets its target's label number.
  (func (export "direct") (param $win i32) (param $i i32) (param $end i32) (param $len i32) (param $out i32)
      (param $pos i32) (param $stop i32) (param $label i32) (param $start i32) (result i32)
    (local $w0 i32) (local $w1 i32) (local $e i32) (local $k i32) (local $j i32) (local $n i32)
    (local $from i32) (local $to i32) (local $at i32) (local $meta i32) (local $length i32) (local $split i32)
    (local $off i32) (local $target i32)
    (block $stop (loop $next
      (br_if $stop (i32.ge_s (local.get $i) (local.get $end)))
      (br_if $stop (i32.ge_s (local.get $pos) (local.get $stop)))
      (local.set $w0 (i32.load (i32.add (local.get $win) (i32.shl (local.get $i) (i32.const 2)))))
      (br_if $stop (i32.eqz (local.get $w0)))
      (local.set $e (call $sizeEntry (local.get $w0)))
      (br_if $stop (i32.eqz (local.get $e)))
      (local.set $k (i32.and (i32.load offset=4 (local.get $e)) (i32.const 3)))
      (br_if $stop (i32.gt_s (i32.add (local.get $i) (local.get $k)) (local.get $len)))
      (local.set $w1 (select
        (i32.load offset=4 (i32.add (local.get $win) (i32.shl (local.get $i) (i32.const 2))))
        (i32.const 0)
        (i32.eq (local.get $k) (i32.const 2))))
      (local.set $j (call $slotOf (local.get $e) (local.get $w0) (local.get $w1) (local.get $k)))
      (br_if $stop (i32.eqz (local.get $j)))
      (local.set $off (i32.add (local.get $start) (i32.shl (local.get $pos) (i32.const 2))))
      (br_if $stop (i32.ge_s (local.get $off) (local.get $label)))
      (local.set $meta (i32.load offset=8 (local.get $j)))
      (local.set $split (i32.and (i32.shr_u (local.get $meta) (i32.const 8)) (i32.const 0xff)))
      (local.set $length (i32.shr_u (local.get $meta) (i32.const 16)))
      (local.set $at (i32.load offset=12 (local.get $j)))
      (if (i32.eqz (local.get $split))
        (then
          (if (i32.eq (local.get $at) (local.get $to))
            (then (local.set $to (i32.add (local.get $to) (local.get $length))))
            (else
              (memory.copy (local.get $out) (i32.add (global.get $arena) (local.get $from)) (i32.sub (local.get $to) (local.get $from)))
              (local.set $out (i32.add (local.get $out) (i32.sub (local.get $to) (local.get $from))))
              (local.set $from (local.get $at))
              (local.set $to (i32.add (local.get $at) (local.get $length))))))
        (else
          ;; A branch: the line's text around its target's label number.
          (local.set $target (i32.add (i32.add (local.get $off) (i32.const 4))
            (i32.shr_s (i32.shl (local.get $w0) (i32.const 16)) (i32.const 14))))
          (br_if $stop (i32.lt_s (local.get $target) (i32.const 0)))
          (memory.copy (local.get $out) (i32.add (global.get $arena) (local.get $from)) (i32.sub (local.get $to) (local.get $from)))
          (local.set $out (i32.add (local.get $out) (i32.sub (local.get $to) (local.get $from))))
          (local.set $from (i32.const 0))
          (local.set $to (i32.const 0))
          (memory.copy (local.get $out) (i32.add (global.get $arena) (local.get $at)) (local.get $split))
          (local.set $out (call $digits (i32.add (local.get $out) (local.get $split)) (local.get $target)))
          (memory.copy (local.get $out) (i32.add (i32.add (global.get $arena) (local.get $at)) (local.get $split))
            (i32.sub (local.get $length) (local.get $split)))
          (local.set $out (i32.add (local.get $out) (i32.sub (local.get $length) (local.get $split))))))
      (local.set $pos (i32.add (local.get $pos) (local.get $k)))
      (local.set $i (i32.add (local.get $i) (local.get $k)))
      (local.set $n (i32.add (local.get $n) (i32.const 1)))
      (br $next)))
    (memory.copy (local.get $out) (i32.add (global.get $arena) (local.get $from)) (i32.sub (local.get $to) (local.get $from)))
    (global.set $out (i32.add (local.get $out) (i32.sub (local.get $to) (local.get $from))))
    (global.set $count (local.get $n))
    (local.get $i))

  ;; CLRX dialect, the branch scan (scanBranches): over the instructions at words[i..len) of the
  ;; window, at word positions `p` on, before word `stop`: the byte offsets of the branch
  ;; targets go to `targets` (at most `max`). Stops at the first instruction not in the size
  ;; cache; a zero word is one word. Returns where it stopped; count() is the targets found.
  (func (export "scan") (param $win i32) (param $i i32) (param $len i32) (param $p i32) (param $stop i32)
      (param $start i32) (param $targets i32) (param $max i32) (result i32)
    (local $w0 i32) (local $e i32) (local $meta i32) (local $k i32) (local $t i32)
    (block $stop (loop $next
      (br_if $stop (i32.ge_s (local.get $i) (local.get $len)))
      (br_if $stop (i32.ge_s (local.get $p) (local.get $stop)))
      (br_if $stop (i32.ge_s (local.get $t) (local.get $max)))
      (local.set $w0 (i32.load (i32.add (local.get $win) (i32.shl (local.get $i) (i32.const 2)))))
      (local.set $k (i32.const 1))
      (if (local.get $w0)
        (then
          (local.set $e (call $sizeEntry (local.get $w0)))
          (br_if $stop (i32.eqz (local.get $e)))
          (local.set $meta (i32.load offset=4 (local.get $e)))
          (local.set $k (i32.and (local.get $meta) (i32.const 3)))
          (br_if $stop (i32.gt_s (i32.add (local.get $i) (local.get $k)) (local.get $len)))
          (if (i32.and (local.get $meta) (i32.const 4))
            (then
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
